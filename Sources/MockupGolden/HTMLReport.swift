#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The self-contained `index.html`: no network assets (styles, script and images are
/// inline, images as `data:` URLs), failures first. Per failing case: its figures,
/// expected | diff | actual side by side, a slider, onion skin, blink and diff overlay,
/// zoom with pixelated scaling (scroll-synchronised panes), "zoom to change", and the
/// one command that accepts it. Passing cases are listed in a table without images.
public enum HTMLReport {
    /// The page for `report`; `image(case, kind)` gives an artifact's PNG bytes.
    public static func html(_ report: RunReport, image: (CaseOutcome, GoldenLayout.Artifact) -> [UInt8]?) -> String {
        var body = ""
        let title = "mockup test — \(report.totalsLine)"
        body += "<header><h1>\(esc(title))</h1>\n"
        body += "<p class=meta>profile <b>\(esc(report.profile.label))</b>"
        if let n = report.profile.maxDiffPixels { body += " · max \(n) px" }
        if let r = report.profile.maxDiffRatio { body += " · max ratio \(r)" }
        if !report.profile.ignore.isEmpty {
            body += " · ignoring " + report.profile.ignore.map { esc($0.description) }.joined(separator: "; ")
        }
        body += " · record <b>\(report.record.rawValue)</b> (\(esc(report.recordSource)))"
        body += " · goldens <code>\(esc(report.golden))</code> · \(esc(report.tool))"
        body += " · \(PixelComparison.fixed(report.milliseconds / 1000, 2)) s</p>\n"
        body += "<p class=meta>command <code>\(esc(report.command))</code></p>\n"
        body += "<p class=legend><span class=sw style='background:#f00'></span>changed "
        body += "<span class=sw style='background:#ff0'></span>anti-aliasing (not counted) "
        body += "<span class=sw style='background:#bfdfff'></span>ignored "
        body += "<span class=sw style='background:#f4f4f4;border:1px solid #ccc'></span>unchanged (faded expected)</p>\n"
        if !report.environmentWarnings.isEmpty {
            body += "<div class=warn><b>The environment differs from the one that recorded the goldens</b> "
            body += "(<code>\(esc(report.golden))/\(GoldenLayout.manifestName)</code>); differences may come from it, "
            body += "not from the mockups. Consider <code>--profile perceptual</code> or re-recording on this machine.<ul>"
            for w in report.environmentWarnings { body += "<li>\(esc(w))</li>" }
            body += "</ul></div>\n"
        }
        body += "</header>\n<main>\n"
        let attention = report.cases.filter { $0.status != .passed }
        for (i, c) in attention.enumerated() { body += card(c, index: i, image: image) }
        let passed = report.cases.filter { $0.status == .passed }
        if !passed.isEmpty {
            body += "<section class=passed><h2>\(passed.count) passed</h2><table><tr><th>case</th><th>source</th><th>result</th><th>ms</th></tr>\n"
            for c in passed {
                body += "<tr><td>\(esc(c.name))</td><td>\(esc(c.source))</td><td>\(esc(c.detail))</td><td>\(Int(c.milliseconds.rounded()))</td></tr>\n"
            }
            body += "</table></section>\n"
        }
        body += "</main>\n"
        return """
            <!doctype html>
            <html lang=en><head><meta charset=utf-8>
            <meta name=viewport content="width=device-width, initial-scale=1">
            <title>\(esc(title))</title>
            <style>\(style)</style></head>
            <body>
            \(body)
            <script>\(script)</script>
            </body></html>

            """
    }

    static func card(_ c: CaseOutcome, index: Int, image: (CaseOutcome, GoldenLayout.Artifact) -> [UInt8]?) -> String {
        var s = "<section class='case \(c.status.rawValue)' id='case-\(index)'>\n"
        s += "<h2><span class='badge \(c.status.rawValue)'>\(c.status.rawValue)</span> \(esc(c.name))"
        s += " <small>\(esc(c.source))\(c.variant.map { " · variant " + esc($0) } ?? "")</small></h2>\n"
        s += "<p class=detail>\(esc(c.detail))</p>\n"
        s += "<table class=metrics><tr>"
        func cell(_ k: String, _ v: String) { s += "<th>\(k)</th><td>\(v)</td>" }
        if let n = c.changedPixels { cell("changed", "\(n) px (\(PixelComparison.percent(c.changedRatio ?? 0)))") }
        if let d = c.maxChannelDelta { cell("max channel Δ", "\(d)") }
        if let p = c.maxPerceptualDelta { cell("max YIQ", PixelComparison.fixed(p, 3)) }
        if let a = c.antialiasedPixels, a > 0 { cell("anti-aliasing", "\(a) px") }
        if let b = c.changedBounds { cell("bounds", esc(b.description)) }
        if let e = c.expectedSize { cell("expected", "\(e[0])×\(e[1])") }
        if let a = c.actualSize { cell("actual", "\(a[0])×\(a[1])") }
        cell("golden", "<code>\(esc(c.golden))</code>")
        s += "</tr></table>\n"
        if let cmd = c.acceptCommand {
            s += "<div class=accept><span>accept this render:</span> <code>\(esc(cmd))</code> <button class=copy data-cmd='\(esc(cmd))'>copy</button></div>\n"
        }
        let expected = image(c, .expected).map(dataURL)
        let actual = image(c, .actual).map(dataURL)
        let diff = image(c, .diff).map(dataURL)
        guard expected != nil || actual != nil else { return s + "</section>\n" }
        if let b = c.changedBounds, let size = c.expectedSize, let e = expected, let a = actual {
            s += closeup(b, width: size[0], height: size[1], expected: e, diff: diff, actual: a)
        }
        let bounds = c.changedBounds.map { " data-bx=\($0.x) data-by=\($0.y) data-bw=\($0.width) data-bh=\($0.height)" } ?? ""
        s += "<div class=viewer\(bounds)>\n<div class=tools>"
        let comparable = expected != nil && actual != nil && c.verdict != .sizeMismatch
        let modes: [(String, String)] = comparable
            ? [("side", "side by side"), ("slider", "slider"), ("onion", "onion skin"), ("blink", "blink"), ("overlay", "diff overlay")]
            : [("side", "side by side")]
        for (i, m) in modes.enumerated() {
            s += "<button class='mode\(i == 0 ? " on" : "")' data-mode=\(m.0)>\(m.1)</button>"
        }
        s += "<span class=sep></span>zoom "
        for (i, z) in ["fit", "1", "2", "4", "8"].enumerated() {
            s += "<button class='zoom\(i == 0 ? " on" : "")' data-zoom=\(z)>\(z == "fit" ? "fit" : z + "×")</button>"
        }
        if c.changedBounds != nil { s += "<button class=tochange>zoom to change</button>" }
        s += "<input class=amount type=range min=0 max=100 value=50 hidden><span class=blinklabel hidden></span></div>\n"
        s += "<div class='panes side'>"
        func pane(_ label: String, _ url: String?, _ cls: String) {
            guard let url else { return }
            s += "<figure class='pane \(cls)'><figcaption>\(label)</figcaption><div class=scroll><img src='\(url)' alt='\(label)'></div></figure>"
        }
        pane("expected (golden)", expected, "p-expected")
        pane("diff", diff, "p-diff")
        pane(c.status == .missing ? "actual (no golden yet)" : "actual", actual, "p-actual")
        s += "</div>\n"
        if comparable, let e = expected, let a = actual {
            s += "<div class='stack' hidden><div class=scroll><div class=layers>"
            s += "<img class=l-expected src='\(e)' alt=expected><img class=l-actual src='\(a)' alt=actual>"
            if let d = diff { s += "<img class=l-diff src='\(d)' alt=diff>" }
            s += "</div></div></div>\n"
        }
        s += "</div></section>\n"
        return s
    }

    /// The changed region (plus a margin) of expected, diff and actual, magnified with
    /// pixelated scaling: what changed, readable at a glance without any clicking.
    static func closeup(_ b: PixelRect, width: Int, height: Int, expected: String, diff: String?, actual: String) -> String {
        let margin = max(8, min(b.width, b.height) / 4)
        let x0 = max(0, b.x - margin), y0 = max(0, b.y - margin)
        let x1 = min(width, b.x + b.width + margin), y1 = min(height, b.y + b.height + margin)
        let (w, h) = (x1 - x0, y1 - y0)
        // Magnify to about 260 CSS px on the longer side, between 1× and 8×.
        let k = max(1.0, min(8.0, (260.0 / Double(max(w, h))).rounded(.down)))
        let size = "width:\(Int(Double(w) * k))px;height:\(Int(Double(h) * k))px"
        let img = "width:\(Int(Double(width) * k))px;left:\(-Int(Double(x0) * k))px;top:\(-Int(Double(y0) * k))px"
        var s = "<div class=closeups><span class=cl>change, \(Int(k))× (\(w)×\(h) px at \(x0),\(y0))</span>"
        for (label, url) in [("expected", Optional(expected)), ("diff", diff), ("actual", Optional(actual))] {
            guard let url else { continue }
            s += "<figure><figcaption>\(label)</figcaption><div class=crop style='\(size)'><img src='\(url)' style='\(img)' alt='\(label), close up'></div></figure>"
        }
        return s + "</div>\n"
    }

    static func dataURL(_ bytes: [UInt8]) -> String { "data:image/png;base64," + Data(bytes).base64EncodedString() }

    /// HTML text and attribute escaping.
    static func esc(_ s: String) -> String { JUnitReport.escape(s) }

    static let style = """
        :root{font:14px/1.4 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#1c1c1e;background:#f2f2f7}
        body{margin:0}header{padding:16px 24px;background:#fff;border-bottom:1px solid #d1d1d6}
        h1{font-size:20px;margin:0 0 6px}h2{font-size:16px;margin:0 0 6px}h2 small{color:#6e6e73;font-weight:normal}
        .meta{margin:2px 0;color:#3a3a3c}.legend{margin:6px 0 0;color:#3a3a3c}
        .sw{display:inline-block;width:12px;height:12px;margin:0 4px 0 10px;vertical-align:-1px}
        code{font:12px ui-monospace,Menlo,Consolas,monospace;background:#f2f2f7;padding:1px 4px;border-radius:4px}
        .warn{margin-top:10px;padding:8px 12px;background:#fff4ce;border:1px solid #e6c200;border-radius:6px}.warn ul{margin:4px 0 0}
        main{padding:16px 24px}.case{background:#fff;border-radius:10px;padding:14px 16px;margin-bottom:18px;box-shadow:0 1px 2px #0002}
        .case.failed,.case.error{border-left:5px solid #ff3b30}.case.missing,.case.recorded{border-left:5px solid #ff9500}
        .badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:12px;text-transform:uppercase;vertical-align:2px}
        .badge.failed,.badge.error{background:#ff3b30}.badge.missing,.badge.recorded{background:#ff9500}.badge.passed{background:#34c759}
        .detail{margin:4px 0 8px;font-weight:600}
        .metrics{border-collapse:collapse;margin-bottom:8px}.metrics th{font-weight:normal;color:#6e6e73;padding:2px 6px 2px 0;text-align:left}
        .metrics td{padding:2px 16px 2px 0;font-variant-numeric:tabular-nums}
        .accept{margin:6px 0 10px}.accept span{color:#6e6e73}.accept code{font-size:13px}
        button{font:inherit;font-size:12px;padding:3px 9px;border:1px solid #c7c7cc;background:#fff;border-radius:6px;cursor:pointer}
        button.on{background:#007aff;border-color:#007aff;color:#fff}.tools{display:flex;gap:4px;align-items:center;flex-wrap:wrap;margin-bottom:8px}
        .sep{width:14px}.amount{width:160px;margin-left:8px}.blinklabel{font-weight:600;margin-left:8px}
        .panes{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}
        figure{margin:0}figcaption{color:#6e6e73;font-size:12px;margin-bottom:3px}
        .scroll{overflow:auto;max-height:78vh;background:repeating-conic-gradient(#e5e5ea 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid #d1d1d6}
        .scroll img{display:block;max-width:100%;max-height:72vh;margin:0 auto;image-rendering:pixelated}
        .closeups{display:flex;gap:12px;align-items:flex-end;flex-wrap:wrap;margin:4px 0 12px}.cl{color:#6e6e73;font-size:12px;width:100%}
        .crop{position:relative;overflow:hidden;border:1px solid #d1d1d6;background:#fff}.crop img{position:absolute;max-width:none;image-rendering:pixelated}
        .zoomed .scroll img{width:auto;max-width:none;max-height:none;margin:0}
        .stack .scroll{max-width:760px}.layers{position:relative;display:inline-block;width:100%}.zoomed .layers{width:auto}
        .layers img{display:block;max-width:100%;max-height:72vh;image-rendering:pixelated}.zoomed .layers img{width:auto;max-width:none;max-height:none}
        .layers img+img{position:absolute;left:0;top:0}
        .passed table{border-collapse:collapse;background:#fff;width:100%}.passed td,.passed th{text-align:left;padding:4px 8px;border-bottom:1px solid #e5e5ea}
        """

    static let script = """
        document.querySelectorAll('.copy').forEach(b=>b.onclick=()=>{navigator.clipboard&&navigator.clipboard.writeText(b.dataset.cmd);b.textContent='copied'});
        document.querySelectorAll('.viewer').forEach(v=>{
          const panes=v.querySelector('.panes'),stack=v.querySelector('.stack'),amount=v.querySelector('.amount'),
                label=v.querySelector('.blinklabel');
          let mode='side',zoom='fit',timer=null;
          const L=n=>stack&&stack.querySelector('.l-'+n);
          function apply(){
            clearInterval(timer);label.hidden=true;
            panes.hidden=mode!=='side';if(stack)stack.hidden=mode==='side';
            amount.hidden=!(mode==='slider'||mode==='onion'||mode==='overlay');
            if(stack){const e=L('expected'),a=L('actual'),d=L('diff'),t=amount.value/100;
              a.style.clipPath='';a.style.opacity=1;a.style.visibility='visible';if(d)d.style.display='none';
              if(mode==='slider')a.style.clipPath='inset(0 0 0 '+(t*100)+'%)';
              if(mode==='onion')a.style.opacity=t;
              if(mode==='overlay'&&d){d.style.display='block';d.style.opacity=t;d.style.mixBlendMode='multiply'}
              if(mode==='blink'){let s=false;label.hidden=false;const f=()=>{s=!s;a.style.visibility=s?'visible':'hidden';label.textContent=s?'actual':'expected'};f();timer=setInterval(f,600)}}
            v.classList.toggle('zoomed',zoom!=='fit');
            v.querySelectorAll('img').forEach(i=>{i.style.width=zoom==='fit'?'':(i.naturalWidth*zoom/devicePixelRatio)+'px'});
          }
          v.querySelectorAll('.mode').forEach(b=>b.onclick=()=>{v.querySelectorAll('.mode').forEach(x=>x.classList.remove('on'));b.classList.add('on');mode=b.dataset.mode;apply()});
          v.querySelectorAll('.zoom').forEach(b=>b.onclick=()=>{v.querySelectorAll('.zoom').forEach(x=>x.classList.remove('on'));b.classList.add('on');zoom=b.dataset.zoom;apply()});
          amount.oninput=apply;
          const scrolls=[...v.querySelectorAll('.scroll')];let syncing=false;
          scrolls.forEach(s=>s.onscroll=()=>{if(syncing)return;syncing=true;scrolls.forEach(o=>{if(o!==s){o.scrollLeft=s.scrollLeft;o.scrollTop=s.scrollTop}});syncing=false});
          const tc=v.querySelector('.tochange');
          if(tc)tc.onclick=()=>{const d=v.dataset,bw=+d.bw,bh=+d.bh,ww=scrolls[0].clientWidth;
            let z=Math.max(1,Math.min(8,Math.floor(ww*devicePixelRatio/Math.max(bw,bh,8)/1.5)));z=[1,2,4,8].filter(x=>x<=z).pop();
            zoom=String(z);v.querySelectorAll('.zoom').forEach(x=>x.classList.toggle('on',x.dataset.zoom===zoom));apply();
            const k=z/devicePixelRatio;scrolls.forEach(s=>{s.scrollLeft=(+d.bx+bw/2)*k-s.clientWidth/2;s.scrollTop=(+d.by+bh/2)*k-s.clientHeight/2})};
          apply();
        });
        """
}
