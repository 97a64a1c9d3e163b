import MockupDisplayList
import MockupGeometry
import MockupScene

/// A device body drawn around a screen, in points (placeholder until the drawing lands).
public struct DeviceFrameDrawing: Sendable, Hashable {
    public var size: Size
    public var screen: Rect
    public var items: [DisplayItem]
}

public enum DeviceFrameLayout {
    public static func drawing(device: Device, orientation: Orientation, style: FrameStyle) -> DeviceFrameDrawing {
        let s = device.size(orientation)
        let b = 24.0
        let body = Rect(x: 0, y: 0, width: s.width + 2 * b, height: s.height + 2 * b)
        return DeviceFrameDrawing(size: body.size, screen: Rect(x: b, y: b, width: s.width, height: s.height),
            items: [.roundedRect(body, radius: 40, Color(red: 40, green: 40, blue: 40))])
    }
}
