import MockupGeometry
import MockupScene
import MockupSyntax
import Testing

private func stepper(_ text: String) throws -> Stepper {
    let r = resolveScreen(text)
    #expect(r.diagnostics.isEmpty, "\(diagnosticLines(r))")
    return try #require(r.screen?.content.first?.view as? Stepper)
}

@Suite struct StepperResolverTests {
    @Test func defaultsAreZeroToAHundredWithBothEndsEnabled() throws {
        let s = try stepper("stepper\n")
        #expect(s.minimum == 0 && s.maximum == 100 && s.value == nil)
        #expect(s.isEnabled(.minus) && s.isEnabled(.plus))
    }

    @Test func anEndAtItsLimitIsDisabled() throws {
        let low = try stepper("stepper value: 1 min: 1 max: 10\n")
        #expect(!low.isEnabled(.minus) && low.isEnabled(.plus))
        let high = try stepper("stepper value: 10 min: 1 max: 10\n")
        #expect(high.isEnabled(.minus) && !high.isEnabled(.plus))
        let both = try stepper("stepper value: 5 min: 5 max: 5\n")
        #expect(!both.isEnabled(.minus) && !both.isEnabled(.plus))
    }

    @Test func highlightedEndAndDisabledControl() throws {
        let s = try stepper("stepper highlighted: plus disabled\n")
        #expect(s.highlighted == .plus && s.disabled && !s.isEnabled(.minus))
    }

    @Test func aValueOutsideTheRangeIsAnErrorAtTheValue() {
        let r = resolveScreen("stepper value: 120\n")
        #expect(diagnosticLines(r) == ["1:16: a stepper's value must be between 0 and 100 [found 120]"])
        let below = resolveScreen("stepper min: 1 value: 0\n")
        #expect(diagnosticLines(below) == ["1:23: a stepper's value must be between 1 and 100 [found 0]"])
    }

    @Test func minAboveMaxIsAnErrorAtMin() {
        let r = resolveScreen("stepper min: 10 max: 5\n")
        #expect(diagnosticLines(r) == ["1:14: a stepper's min (10) is above its max (5) [min and max default to 0 and 100]"])
        let onlyMax = resolveScreen("stepper max: -5\n")
        #expect(diagnosticLines(onlyMax).first?.hasPrefix("1:14: a stepper's min (0) is above its max (-5)") == true)
    }

    @Test func anUnknownHighlightedEndIsReportedAtTheValue() {
        let r = resolveScreen("stepper highlighted: minsu\n")
        #expect(diagnosticLines(r).first?.hasPrefix("1:22: ") == true)
    }
}
