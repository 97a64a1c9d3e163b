/// Sizes in points, gathered in one table so a figure can be corrected in one place.
/// docs/METRICS.md gives their sources and argues the unconfirmed choices.
public enum Metrics {
    // Status bar
    public static let statusBarHeight = 20.0

    // Navigation bar and toolbar
    public static let barHeight = 44.0
    /// iPhone landscape (not the Plus): compact bars.
    public static let compactBarHeight = 32.0
    public static let barSidePadding = 8.0
    public static let barItemGap = 15.0
    /// Clearance between centred content (title, segmented control, search field) and the
    /// innermost bar item beside it.
    public static let barTitleGap = 10.0
    /// Clearance between the centred title and the back button's title: the title stays on
    /// the screen's centre while this much room is left (measured on iOS 7–9 captures).
    public static let barBackTitleGap = 8.0
    public static let barTitleFontSize = 17.0
    public static let barButtonFontSize = 17.0
    /// Back chevron box and its gap to the back title (F7: 12×20, gap 7; drawn at 12.5×21).
    public static let backChevronWidth = 12.5
    public static let backChevronHeight = 21.0
    public static let backChevronGap = 6.0

    /// Toolbar status label (unconfirmed: 12 pt, like UIKit's small system font).
    public static let toolbarLabelFontSize = 12.0

    /// Bar button glyph box (F7/codemia: 22×22) and the smaller box of the 32 pt
    /// compact bars (unconfirmed; UIKit's landscapeImagePhone is ≈ 18).
    public static let barIconSize = 22.0
    public static let barIconSizeCompact = 18.0
    /// Hit width of a glyph button (at least 44): the glyph is centred in it, and a glyph
    /// button at either end of a bar starts at the bar's edge rather than the 8 pt padding.
    public static let barIconItemWidth = 44.0
    /// A glyph button at either end of a bar starts this far in from the bar's edge, its
    /// 22 pt glyph box 14 pt in: the 17.5 pt "+" (drawn 2.5…20 in its box, its strokes on
    /// whole pixels) then ends 16 pt from the right edge, as measured on iOS 7–9
    /// captures, and 16.5 from the left one. On the 6 Plus and iPads the inset grows
    /// with the bar margin (`VersionedMetrics.barMargin` less 5; not measured on a glyph).
    public static let barIconEdgeInset = 3.0
    /// Opacity of a disabled content control (button, segmented control, stepper,
    /// switch, slider, text field, pickers, system buttons): the disabled table row's
    /// 0.4 (`disabledOpacity`), one figure for all (unconfirmed: F7 0.55, ION 0.3).
    public static let disabledControlAlpha = 0.4

    /// Navigation bar prompt: a 30 pt strip above the 44 pt bar (74 + 20 = 94 in
    /// portrait), 13 pt text centred in it.
    public static let navigationPromptHeight = 30.0
    public static let navigationPromptFontSize = 13.0
    /// Segmented control height in a 32 pt compact bar (unconfirmed; 29 in 44 pt bars).
    public static let segmentHeightCompact = 22.0
    /// Bar-style progress view (2 pt, no track).
    public static let barProgressHeight = 2.0
    /// Blur (Gaussian σ, points) of content seen through a translucent bar: F7's
    /// blurred bar form, `backdrop-filter: blur(8px)`.
    public static let barBackdropBlur = 8.0

    // Segmented control: 29 high, radius 4, 1 pt tint border, 13 pt titles.
    public static let segmentHeight = 29.0
    public static let segmentRadius = 4.0
    public static let segmentBorderWidth = 1.0
    public static let segmentFontSize = 13.0
    /// Space either side of the widest title in natural sizing; minimum segment width.
    public static let segmentPadding = 12.0
    public static let segmentMinWidth = 50.0
    /// Titles are truncated this far inside their segment.
    public static let segmentTextInset = 4.0

    // Search bar
    public static let searchBarHeight = 44.0
    /// A search field in a navigation bar never shrinks below this; the back title
    /// gives way first.
    public static let searchFieldMinWidthInBar = 120.0
    public static let searchBarPadding = 8.0
    public static let searchFieldHeight = 28.0
    public static let searchFieldRadius = 5.0
    public static let searchFieldFontSize = 14.0
    /// Magnifier edge, its inset from the field's left edge, and the gap to the text.
    public static let searchGlassSize = 13.0
    public static let searchGlassInset = 8.0
    public static let searchGlassGap = 6.0
    /// Typed text stops this far before the field's end (or its right button).
    public static let searchTextEndInset = 6.0
    /// Square at the field's right end holding the clear, bookmark or results-list button.
    public static let searchAccessoryBox = 28.0
    /// Clear button: grey circle diameter, and the white ×'s half-extent and line width.
    public static let searchClearDiameter = 14.0
    public static let searchClearCrossHalf = 2.75
    public static let searchClearCrossWidth = 1.25
    /// Bookmark and results-list glyph box.
    public static let searchAccessoryGlyphSize = 16.0
    /// Cancel: 17 pt text, this far from the field and the bar's right edge.
    public static let searchCancelGap = 8.0
    /// Prompt line above the field: the band it adds and its text size.
    public static let searchPromptHeight = 30.0
    public static let searchPromptFontSize = 13.0
    /// Scope bar band under the field (the segmented control is centred in it).
    public static let scopeBarHeight = 44.0

    // Tab bar
    public static let tabBarHeightPhone = 49.0
    public static let tabBarHeightPad = 56.0
    public static let tabLabelFontSize = 10.0
    /// Label baseline above the bar's bottom edge (iPhone; taller bars centre the item).
    /// 3.5: the baseline 1 pt lower than the sources' 4.5, measured on iOS 7–9 captures.
    public static let tabLabelBaselineFromBottom = 3.5
    /// Icon box edge and its top inset inside the bar (iPhone; taller bars centre the item).
    public static let tabIconSize = 30.0
    public static let tabIconTop = 3.0
    /// A label may use its item's width less this much on either side.
    public static let tabLabelInset = 2.0
    /// Regular width (iPad, iPhone 6 Plus landscape): fixed-width items, centred.
    public static let centredTabItemWidth = 76.0
    public static let centredTabItemSpacing = 34.0
    /// Most items a tab bar shows before the last place becomes "More".
    public static let tabBarMaxItemsPhone = 5
    public static let tabBarMaxItemsPad = 8
    public static let badgeHeight = 18.0
    public static let badgeFontSize = 13.0
    public static let badgeMinWidth = 18.0
    public static let badgeHorizontalPadding = 5.5
    /// Badge's left edge from the item's centre, and its top from the icon box's top.
    public static let badgeOffsetX = 5.0
    public static let badgeTop = -1.0

    // Table view
    public static let rowHeight = 44.0
    /// iOS 7's cell margin and separator inset; from iOS 8 both follow the layout
    /// margins: `VersionedMetrics.cellMargin(_:device:)` gives the figure per release.
    public static let separatorInset = 15.0
    public static let cellSideMargin = 15.0
    public static let cellTitleFontSize = 17.0
    public static let cellSubtitleFontSize = 12.0
    public static let cellValue2LabelFontSize = 15.0
    public static let cellValue2DetailFontSize = 15.0
    public static let cellValue2Gap = 6.0
    public static let cellValue2LabelWidth = 67.0
    /// Image-to-title gap, every release (measured on iOS 7–9 captures).
    public static let cellImageTextGap = 15.0
    /// Settings-style icon tile edge and corner radius.
    public static let iconTileSize = 29.0
    public static let iconTileRadius = 6.5
    public static let groupedSectionGap = 35.0
    /// Space above a group whose section has a header title.
    public static let groupedSectionGapWithHeader = 55.0
    /// Footer text's first line box starts this far below the group (6 by eye, then
    /// 1.3 lower: the footer baseline measured on iOS 7–9 captures).
    public static let groupedFooterTop = 7.3
    /// How much of the next section gap the footer text already takes up (8 by eye,
    /// less 5.4 so that group to group past a one-line footer measures ≈ 75.7 rather
    /// than 69 with the footer 1.3 lower, as measured).
    public static let groupedFooterOverlap = 2.6
    public static let groupedHeaderFontSize = 13.0
    public static let groupedFooterFontSize = 13.0
    /// Header text baseline above the group's top edge (8 by eye; 2 higher measured
    /// on iOS 8 captures).
    public static let groupedHeaderBaselineAboveGroup = 10.0
    /// Disclosure chevron box and its distance from the right edge.
    public static let chevronWidth = 8.0
    public static let chevronHeight = 13.0
    public static let chevronRightInset = 15.0
    /// Gap between a text and the accessory after it (value 1 detail ends 35 from the
    /// right edge with a chevron, F7).
    public static let accessoryGap = 12.0
    /// Gap between a text and a chevron or a detail (info) button after it: 2 closer
    /// than `accessoryGap` (measured ≈ 2–2.5 on iOS 8 captures), so a value
    /// ends 33 from the edge beside an iOS 7 chevron (15 + 8 + 10).
    public static let accessoryGapToButton = 10.0
    /// Between two views before a row's accessory (a location glyph and a detail
    /// button): not measured on a capture; UIKit has one `accessoryView`, apps compose
    /// several in their own view (8 pt: the standard spacing of Interface Builder).
    public static let accessoryViewSpacing = 8.0
    public static let checkmarkWidth = 13.0
    public static let checkmarkHeight = 10.0
    public static let checkmarkRightInset = 15.0

    // Table view: states, accessories, editing, index, refresh (choices in METRICS.md)
    /// Vertical padding above and below multi-line text in a self-sizing row
    /// (17 pt text in a 44 pt row leaves ~11 either side).
    public static let cellVerticalPadding = 11.0
    /// Gap between a subtitle cell's title and subtitle lines when either wraps.
    public static let cellLineGap = 1.0
    /// Info circle (detail button) edge and ring width; `i` stem width.
    public static let infoButtonSize = 22.0
    public static let infoButtonRingWidth = 1.0
    public static let infoButtonStemWidth = 2.0
    /// Space between the info circle and the chevron of a detail disclosure.
    public static let detailDisclosureGap = 12.0
    /// Red badge before the accessory: height (also minimum width), text size, padding.
    public static let cellBadgeHeight = 20.0
    public static let cellBadgeFontSize = 14.0
    public static let cellBadgePadding = 6.0
    /// Custom text accessory size.
    public static let accessoryTextFontSize = 17.0
    /// Content shift to the right while editing (the editing control's width).
    public static let editingIndent = 38.0
    /// Delete/insert/selection circle edge and its left inset; the bar of the minus/plus.
    public static let editControlSize = 22.0
    public static let editControlInset = 8.0
    public static let editControlBarLength = 11.0
    public static let editControlBarWidth = 2.0
    /// Selection circle ring width (multiple-selection editing) and the white check
    /// inside a selected circle.
    public static let selectionRingWidth = 1.0
    public static let selectionCheckWidth = 11.0
    public static let selectionCheckHeight = 8.5
    /// Reorder control: area at the right, grip size and bar thickness (F7 18×12, 2 pt bars).
    public static let reorderAreaWidth = 35.0
    public static let reorderGripWidth = 18.0
    public static let reorderGripHeight = 12.0
    public static let reorderBarWidth = 2.0
    /// Swipe-revealed buttons: text size and padding either side of the title.
    public static let swipeButtonFontSize = 17.0
    public static let swipeButtonPadding = 15.0
    /// Opacity of a disabled row's image and of accessories other than the chevron
    /// (its texts turn `Palette.disabledCellText`, its chevron stays #C7C7CC).
    public static let disabledOpacity = 0.4
    /// Section index: column width at the right edge, title size, the pitch of its
    /// entries (each title centred in its own), and the least space kept above and below
    /// it. The pitch: 28 px @2x from "A" to "Z" on e34 (iOS 9; iOS 7–8 not measured).
    public static let sectionIndexWidth = 15.0
    public static let sectionIndexFontSize = 11.0
    public static let sectionIndexPitch = 14.0
    public static let sectionIndexMargin = 6.0
    /// UIActivityIndicatorView, gray style: 20 × 20.
    public static let activityIndicatorSize = 20.0
    /// Refresh control: revealed height, spinner centre from its top; with a title the
    /// control is taller and the title's baseline sits this far below the spinner centre.
    public static let refreshHeight = 60.0
    public static let refreshHeightWithTitle = 80.0
    public static let refreshSpinnerCenter = 30.0
    public static let refreshSpinnerCenterWithTitle = 28.0
    public static let refreshTitleBaselineBelowSpinner = 28.0
    public static let refreshTitleFontSize = 12.0
    /// Loading state: label size and gap after the spinner.
    public static let loadingFontSize = 15.0
    public static let loadingGap = 6.0
    /// Table header/footer views: default text size and padding around the content.
    public static let tableViewTextFontSize = 13.0
    public static let tableViewPadding = 15.0
    public static let tableViewImageTextGap = 7.5

    // UISwitch: 51 × 31; 1.5 pt off ring. Knob 28 at a 1.5 pt inset (x = 1.5 off,
    // 21.5 on): iOS 7.0 e20 (@2x) shows a 56 px white knob 3 px inside the off ring, iOS
    // 8.3 r7 (@3x) an 82 px white knob (28 pt less its anti-aliased rim) 5 px from the
    // green track's right end (the sources' 29 at 1 overshot both).
    public static let switchWidth = 51.0
    public static let switchHeight = 31.0
    public static let switchKnobSize = 28.0
    public static let switchKnobInset = 1.5
    public static let switchRingWidth = 1.5
    /// Knob shadow (no blur in the display list: stacked faint discs): offset below the
    /// knob, how far it spreads past the knob's edge, the number of discs; the outline.
    public static let switchShadowOffset = 3.0
    public static let switchShadowSpread = 4.0
    public static let switchShadowSteps = 8
    public static let switchOutlineWidth = 0.5
    /// A pressed switch's knob is this much wider (CAC: "widens 20 % while pressed").
    public static let switchPressedKnobGrowth = 0.2
}

/// Status bar figures (iOS 7–9): where the glyphs go and the rules for drawing them. The
/// glyphs' own geometry lives in `Assets/icons/status/` (sizes are their viewBoxes).
public enum StatusBarMetrics {
    /// Time, carrier and percentage (by eye from iOS 7–9 screenshots).
    public static let fontSize = 12.0
    /// Left margin of the signal dots (by eye).
    public static let sideInset = 6.0
    /// Right margin of the battery's terminal (or of the charging bolt after it): 11 px
    /// @2x on r3 and r5, 16 px @3x on r7.
    public static let batteryRightInset = 5.5
    /// Where the carrier starts when no signal dots are drawn (`signal: none`): measured
    /// 6.5 pt on simulator and "No Service" captures.
    public static let carrierInsetWithoutSignal = 6.5
    public static let signalDotPitch = 6.5
    public static let signalDots = 5
    public static let gapAfterSignal = 3.0
    public static let gapAfterCarrier = 4.0
    /// Top of the Wi-Fi glyph: 5.5 pt below the bar's top, as measured on iOS 8 captures.
    public static let wifiTop = 5.5
    /// Bands beyond the signal strength are drawn faintly, as iOS 7–9 do.
    public static let wifiInactiveAlpha = 0.2
    /// Inset of the charge level inside the battery body's outer edge: r3 and r5 show
    /// the 1 px outline, 1 px clear and the level from the third pixel at @2x.
    public static let batteryFillInset = 1.0
    public static let batteryFillRadius = 1.0
    public static let gapBeforeBattery = 3.0
    /// Between the status glyphs at the right (location, alarm, Bluetooth) and before the
    /// percentage or the battery: 12–13 px @2x on e07 (iOS 8) and e23 (iOS 7), 6 px @1x
    /// on e26.
    public static let glyphGap = 6.0
    /// The Bluetooth rune while nothing is connected: the ink at 40 % (e23's grey rune).
    public static let bluetoothIdleAlpha = 0.4
    /// The airplane of airplane mode, from the left edge (e23 @2x: 13 px).
    public static let airplaneInset = 6.5
    /// Gap between the battery's terminal and the charging bolt after it.
    public static let gapBeforeBolt = 2.0
    /// Red at or below this charge (per cent).
    public static let lowBattery = 20.0
    /// Network activity spinner radius.
    public static let spinnerRadius = 5.0
}
