#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MockupGolden

/// The review page: the run's HTML report (`HTMLReport`, with its side-by-side, slider
/// and onion-skin views) plus a bar and per-case Approve and Reject buttons, keyboard
/// shortcuts, and the session's token, which every POST must carry.
enum ReviewPage {
    /// One failing case as the page's script sees it: `card` is its section's index
    /// (`#case-N`, the report's order of cases that did not pass).
    struct Card: Encodable {
        var card: Int
        var name: String
        var approvable: Bool
        var golden: String
    }

    struct PageData: Encodable {
        var token: String
        var cases: [Card]
    }

    /// `report` is the page `HTMLReport` made; the controls go before its `</body>`.
    static func html(report: String, state: ReviewState, token: String) -> String {
        let cards = state.order.enumerated().map { i, name in
            Card(
                card: i, name: name, approvable: state.isApprovable(name),
                golden: state.goldenPath(name) ?? "")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(PageData(token: token, cases: cards))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // Inside <script>: `<`, `>` and `&` only occur in JSON strings, where escapes are
        // equivalent, so no name can close the element.
        var safe = ""
        for ch in json.unicodeScalars {
            switch ch {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            default: safe.unicodeScalars.append(ch)
            }
        }
        let controls = """
            <div id=review-bar><b>Review</b> <span id=rv-count></span>
            <span class=rv-keys><kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>a</kbd> approve · <kbd>r</kbd> reject · <kbd>1</kbd> side by side · <kbd>2</kbd> slider · <kbd>3</kbd> onion skin</span>
            <button id=rv-done>Done</button></div>
            <style>\(style)</style>
            <script type=application/json id=review-data>\(safe)</script>
            <script>\(script)</script>

            """
        // The report ends with `</body></html>`.
        let tail = "</body>"
        guard let end = report.ranges(of: tail).last else { return report + controls }
        return String(report[..<end.lowerBound]) + controls + String(report[end.lowerBound...])
    }

    static let style = """
        body{padding-top:46px}.case{scroll-margin-top:56px}
        #review-bar{position:fixed;top:0;left:0;right:0;z-index:10;display:flex;gap:14px;align-items:center;padding:8px 24px;
          background:#1c1c1e;color:#fff;font-size:13px}
        #review-bar .rv-keys{color:#c7c7cc;margin-left:auto}#review-bar kbd{font:12px ui-monospace,Menlo,monospace;background:#3a3a3c;
          padding:0 4px;border-radius:3px}
        #rv-done{background:#34c759;border-color:#34c759;color:#fff;font-weight:600}
        .review{display:flex;gap:8px;align-items:center;margin:6px 0 10px}
        .rv-approve{border-color:#34c759;color:#1d8a3a;font-weight:600}.rv-reject{border-color:#ff3b30;color:#c4271d;font-weight:600}
        .rv-state{color:#6e6e73}.rv-state.err{color:#c4271d;font-weight:600}
        .case.rv-current{outline:3px solid #007aff;outline-offset:2px}
        .review button:disabled,#rv-done:disabled{opacity:.4;cursor:default}
        .case.rv-approved{border-left-color:#34c759}.case.rv-rejected{opacity:.75}
        """

    static let script = """
        (()=>{
        const R=JSON.parse(document.getElementById('review-data').textContent);
        const cards=R.cases.map(c=>Object.assign(c,{el:document.getElementById('case-'+c.card),decision:'undecided'})).filter(c=>c.el);
        let cur=0,stopped=false;
        const count=document.getElementById('rv-count');
        function tally(){const a=cards.filter(c=>c.decision==='approved').length,r=cards.filter(c=>c.decision==='rejected').length,
          u=cards.filter(c=>c.approvable&&c.decision==='undecided').length;
          count.textContent=u+' to decide · '+a+' approved · '+r+' rejected'}
        function focus(i,scroll){if(!cards.length)return;cur=Math.max(0,Math.min(cards.length-1,i));
          cards.forEach((c,j)=>c.el.classList.toggle('rv-current',j===cur));if(scroll)cards[cur].el.scrollIntoView({block:'start'})}
        function say(c,text,err){c.state.textContent=text;c.state.classList.toggle('err',!!err)}
        async function decide(c,verb){
          if(stopped||!c.approvable)return;
          const path='/'+verb+'/'+c.name.split('/').map(encodeURIComponent).join('/');
          try{const r=await fetch(path,{method:'POST',headers:{'X-Mockup-Review-Token':R.token}});
            if(!r.ok){say(c,(await r.text()).trim(),true);return}
            const d=await r.json();c.decision=d.decision;
            c.el.classList.toggle('rv-approved',d.decision==='approved');c.el.classList.toggle('rv-rejected',d.decision==='rejected');
            say(c,d.decision==='approved'?'approved: wrote '+d.golden:'rejected: '+d.golden+' left as it was');
            tally();
            const next=cards.findIndex((x,j)=>j>cards.indexOf(c)&&x.approvable&&x.decision==='undecided');
            if(next>=0)focus(next,true);
          }catch(e){say(c,'no answer from mockup: '+e,true)}}
        cards.forEach((c,i)=>{
          const box=document.createElement('div');box.className='review';
          if(c.approvable){
            const a=document.createElement('button');a.className='rv-approve';a.textContent='Approve';a.onclick=()=>{focus(i);decide(c,'approve')};
            const r=document.createElement('button');r.className='rv-reject';r.textContent='Reject';r.onclick=()=>{focus(i);decide(c,'reject')};
            box.append(a,r)}
          c.state=document.createElement('span');c.state.className='rv-state';box.append(c.state);
          say(c,c.approvable?'undecided: approving writes '+c.golden:'nothing to approve: this case has no render');
          c.el.querySelector('h2').after(box);
          c.el.addEventListener('click',()=>focus(i));
        });
        function view(mode){const b=cards[cur]&&cards[cur].el.querySelector('.mode[data-mode='+mode+']');if(b)b.click()}
        document.addEventListener('keydown',e=>{
          if(e.ctrlKey||e.metaKey||e.altKey||stopped)return;
          if(e.target.matches&&e.target.matches('input:not([type=range]),textarea'))return;
          const c=cards[cur];
          switch(e.key){
            case 'j':case 'n':focus(cur+1,true);break;
            case 'k':case 'p':focus(cur-1,true);break;
            case 'a':if(c)decide(c,'approve');break;
            case 'r':case 'x':if(c)decide(c,'reject');break;
            case '1':view('side');break;
            case '2':view('slider');break;
            case '3':view('onion');break;
            default:return}
          e.preventDefault()});
        document.getElementById('rv-done').onclick=async()=>{
          try{await fetch('/done',{method:'POST',headers:{'X-Mockup-Review-Token':R.token}})}catch(e){}
          stopped=true;document.querySelectorAll('.review button,#rv-done').forEach(b=>b.disabled=true);
          count.textContent='stopped: '+cards.filter(c=>c.decision==='approved').length+' approved; the terminal lists the goldens written. You may close this page.'};
        tally();focus(0,false);
        })();
        """
}
