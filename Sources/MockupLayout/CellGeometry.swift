import MockupDisplayList
import MockupGeometry
import MockupScene

extension LayoutContext {
    /// The release's cell layout margin on this device (15 on iOS 7; 16 or 20 later), an
    /// iPhone's in a popover (`VersionedMetrics.cellMargin`).
    var cellMargin: Double {
        VersionedMetrics.cellMargin(ios, device: screen.device, compactWidth: compactWidth)
    }
}

/// What a row needs to know about its table: editing mode, the reorder grip, the
/// section index (which narrows the row's content), the table's row height, the
/// release's layout margin and the table's explicit separator inset.
struct RowContext {
    var editing: Table.Editing = .off
    var tableReorder = false
    var indexWidth = 0.0
    var rowHeight = Metrics.rowHeight
    /// Content, separator and accessory margin (`VersionedMetrics.cellMargin`).
    var margin = Metrics.cellSideMargin
    /// Image-to-title gap (`VersionedMetrics.cellImageTextGap`).
    var imageTextGap = Metrics.cellImageTextGap
    /// `separator-inset:` when the file gives one: it wins over the margin and the image.
    var separatorInset: Double?
    /// Whether the editing indent moves the separators too (iOS 7; not from iOS 8).
    var separatorsFollowEditing = true

    init(table: Table, indexWidth: Double, ctx: LayoutContext) {
        editing = table.editing
        tableReorder = table.reorder
        self.indexWidth = indexWidth
        rowHeight = table.rowHeight
        margin = ctx.cellMargin
        imageTextGap = VersionedMetrics.cellImageTextGap(ctx.ios, device: ctx.screen.device)
        separatorInset = table.separatorInset
        separatorsFollowEditing = VersionedMetrics.separatorsFollowEditing(ctx.ios)
    }

    init() {}
}

/// Horizontal layout of one row, shared by drawing and by row-height computation:
/// where the content starts (after the editing indent and the image) and ends (before
/// the index, the reorder grip and the accessory).
struct CellGeometry {
    let cell: TableCell
    let row: RowContext
    let width: Double

    var isEditing: Bool { row.editing != .off }

    /// The control at the left while editing, if any.
    var editingControl: EditControlKind? {
        switch row.editing {
        case .off: return nil
        case .delete:
            switch cell.editingControl ?? .delete {
            case .delete: return .delete
            case .insert: return .insert
            case .none: return nil
            }
        case .select:
            return cell.editingControl == TableCell.EditingControl.none ? nil : .select
        }
    }

    var showsReorder: Bool { isEditing && (cell.reorder ?? row.tableReorder) }

    /// Accessories give way to the editing controls (UIKit's `editingAccessoryType` is none).
    var accessory: TableCell.Accessory { isEditing ? .none : cell.accessory }
    /// The views before the accessory; hidden while editing, as UIKit hides an
    /// `accessoryView` without an `editingAccessoryView`.
    var accessoryViews: [ViewNode] { isEditing ? [] : cell.accessoryViews }

    /// Left edge of the content: the editing indent (UIKit shifts content right).
    var contentLeft: Double { isEditing ? Metrics.editingIndent : 0 }

    /// Right edge of the row's content and accessory.
    var contentRight: Double {
        width - row.indexWidth - (showsReorder ? Metrics.reorderAreaWidth : 0)
    }

    var hasImage: Bool { cell.image != nil && cell.style != .value2 && cell.style != .action }

    /// Image size: Settings tiles are 29 pt; a file image keeps its own size (UIKit
    /// does not scale the image view up: a 24 pt icon stays 24 on the captures), shrunk to
    /// fit a box that grows with rows made tall on purpose (`height:`, `row-height:`),
    /// not with rows that grew to fit wrapped text. A file of unknown size fills the box.
    func imageSize(rowHeight _: Double) -> Size {
        let tile = Size(width: Metrics.iconTileSize, height: Metrics.iconTileSize)
        guard case .file(let source, _) = cell.image else { return tile }
        let box = max(Metrics.iconTileSize, min((cell.height ?? row.rowHeight) - 16, 60))
        guard let natural = ImageLayout.naturalSize(source), natural.width > 0, natural.height > 0 else {
            return Size(width: box, height: box)
        }
        let k = min(1, box / natural.width, box / natural.height)
        return Size(width: natural.width * k, height: natural.height * k)
    }

    /// Left edge of the title, which separators also follow.
    func textX(rowHeight: Double) -> Double {
        let base = contentLeft + row.margin
        guard hasImage else { return base }
        return base + imageSize(rowHeight: rowHeight).width + row.imageTextGap
    }

    /// Separator start: the table's explicit inset (rows with an image too: Health
    /// starts them at 16, under the image), else under the text past the image, or the
    /// margin. The inset and the margin move with the editing indent only where editing
    /// moves separators (iOS 7); under an image's text the separator follows the text.
    func separatorInset(rowHeight: Double) -> Double {
        let indent = row.separatorsFollowEditing ? contentLeft : 0
        if let inset = row.separatorInset { return indent + inset }
        return hasImage ? textX(rowHeight: rowHeight) : indent + row.margin
    }

    /// Width the accessory (and a badge before it) takes at the right, gap included.
    func accessoryWidth(ctx: LayoutContext) -> Double {
        var w = 0.0
        switch accessory {
        case .none: break
        case .disclosure: w = Metrics.chevronWidth
        case .checkmark: w = Metrics.checkmarkWidth
        case .detailButton: w = Metrics.infoButtonSize
        case .detailDisclosure: w = Metrics.infoButtonSize + Metrics.detailDisclosureGap + Metrics.chevronWidth
        case .switch: w = Metrics.switchWidth
        case .text(let s): w = ctx.width(s, FontSpec.system(Metrics.accessoryTextFontSize))
        }
        let views = accessoryViews
        if !views.isEmpty {
            let widths = views.map { Self.accessoryViewSize($0, ctx: ctx).width }.reduce(0, +)
            w += widths + Metrics.accessoryViewSpacing * Double(views.count - (w > 0 ? 0 : 1))
        }
        if w > 0 { w += Self.gap(before: accessory, views: !views.isEmpty, badge: cell.badge != nil) }
        if let badge = cell.badge { w += Self.badgeWidth(badge, ctx: ctx) + Metrics.accessoryGap }
        return w
    }

    /// Gap between the texts and `accessory`: tighter before a chevron or an info button
    /// (measured for value text on iOS 7–9 captures), the general gap before the others and
    /// between a badge and any accessory (not measured: kept).
    static func gap(before accessory: TableCell.Accessory, views: Bool = false, badge: Bool = false) -> Double {
        if badge || views { return Metrics.accessoryGap }
        switch accessory {
        case .disclosure, .detailButton, .detailDisclosure: return Metrics.accessoryGapToButton
        default: return Metrics.accessoryGap
        }
    }

    /// An accessory view's size: its own (a stepper's 94 × 29, a segmented control's
    /// natural width), at most half the row wide and the standard row tall.
    static func accessoryViewSize(_ node: ViewNode, ctx: LayoutContext) -> Size {
        let s = node.size(in: Size(width: ctx.size.width / 2, height: Metrics.rowHeight), ctx: ctx)
        return Size(width: min(s.width, ctx.size.width / 2), height: min(s.height, Metrics.rowHeight))
    }

    /// Right end of the texts.
    func textRight(ctx: LayoutContext) -> Double {
        contentRight - row.margin - accessoryWidth(ctx: ctx)
    }

    static func badgeWidth(_ text: String, ctx: LayoutContext) -> Double {
        let w = ctx.width(text, FontSpec.system(Metrics.cellBadgeFontSize))
        return max(Metrics.cellBadgeHeight, w + 2 * Metrics.cellBadgePadding)
    }

    // MARK: text blocks

    var titleFont: FontSpec {
        FontSpec.system(Metrics.cellTitleFontSize, cell.titleWeight.flatMap { FontWeight(rawValue: $0.rawValue) } ?? .regular)
    }
    /// The value-1 value's font: the title's size, always regular.
    var valueFont: FontSpec { FontSpec.system(Metrics.cellTitleFontSize) }
    var detailFont: FontSpec {
        switch cell.style {
        case .subtitle: return FontSpec.system(Metrics.cellSubtitleFontSize)
        case .value2: return FontSpec.system(Metrics.cellValue2DetailFontSize)
        default: return FontSpec.system(Metrics.cellTitleFontSize)
        }
    }

    /// Width the title may take, given the row's text span.
    func titleWidth(ctx: LayoutContext, rowHeight: Double) -> Double {
        let span = max(0, textRight(ctx: ctx) - textX(rowHeight: rowHeight))
        switch cell.style {
        case .value1:
            guard let detail = cell.detail else { return span }
            let d = min(ctx.width(detail, valueFont), Self.value1DetailMax(span: span, title: ctx.width(cell.title, titleFont)))
            return max(0, span - d - Metrics.cellSideMargin)
        case .value2:
            return Metrics.cellValue2LabelWidth
        default:
            return span
        }
    }

    /// The value of a value-1 cell gives way to the title, down to 40 % of the row.
    static func value1DetailMax(span: Double, title: Double) -> Double {
        max(span * 0.4, span - title - Metrics.cellSideMargin)
    }

    /// The title's lines (one unless `lines` asks for more).
    func titleLines(ctx: LayoutContext, rowHeight: Double) -> [String] {
        guard cell.lines != 1 else { return [cell.title] }
        return TextWrap.lines(
            cell.title, font: cell.style == .value2 ? FontSpec.system(Metrics.cellValue2LabelFontSize) : titleFont,
            width: titleWidth(ctx: ctx, rowHeight: rowHeight), measurer: ctx.measurer, maxLines: cell.lines)
    }

    /// The subtitle's lines (subtitle style).
    func detailLines(ctx: LayoutContext, rowHeight: Double) -> [String] {
        guard let detail = cell.detail else { return [] }
        guard cell.style == .subtitle, cell.detailLines != 1 else { return [detail] }
        let span = max(0, textRight(ctx: ctx) - textX(rowHeight: rowHeight))
        return TextWrap.lines(detail, font: detailFont, width: span, measurer: ctx.measurer, maxLines: cell.detailLines)
    }

    /// The row's height: given, the table's, or what wrapped text needs.
    func height(ctx: LayoutContext) -> Double {
        if let h = cell.height { return h }
        guard cell.lines != 1 || (cell.style == .subtitle && cell.detailLines != 1) else { return row.rowHeight }
        let h = row.rowHeight
        let titleFontUsed = cell.style == .value2 ? FontSpec.system(Metrics.cellValue2LabelFontSize) : titleFont
        var text = blockHeight(titleLines(ctx: ctx, rowHeight: h), font: titleFontUsed, ctx: ctx)
        if cell.style == .subtitle, cell.detail != nil {
            text += Metrics.cellLineGap + blockHeight(detailLines(ctx: ctx, rowHeight: h), font: detailFont, ctx: ctx)
        }
        return max(h, (text + 2 * Metrics.cellVerticalPadding).rounded(.up))
    }

    func blockHeight(_ lines: [String], font: FontSpec, ctx: LayoutContext) -> Double {
        lines.reduce(0) { $0 + ctx.measurer.measure($1, font: font).height }
    }
}

/// The control drawn at the left of a row while editing.
enum EditControlKind { case delete, insert, select }
