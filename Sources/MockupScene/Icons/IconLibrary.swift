// TEMPORARY stub until the icons branch lands.
public enum IconLibrary {
    public static var names: [String] { ["tile/gear", "tile/wifi", "tile/bell", "tab/gear", "tab/gear.fill", "tab/star", "tab/star.fill"] }
}
import MockupGeometry
public struct Icon { public enum Style { case fill; case stroke(width: Double, cap: Int, join: Int) }
  public struct Shape { public var path: Path; public var style: Style }
  public func fitted(into r: Rect) -> [Shape] { [] } }
extension IconLibrary { public static func icon(named: String) -> Icon? { nil } }
