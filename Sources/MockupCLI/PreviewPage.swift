/// The preview page: no outside scripts or styles. Its script draws every file's entry
/// from `/state.json`, then asks `/version.json?after=V`, which the server holds until
/// the version moves past V; it then fetches the state again (and so the images, whose
/// URLs carry their version). An error is shown above the file's last good image,
/// which stays. `/?once` draws the state once and does not wait (a snapshot).
enum PreviewPage {
    /// The error box's colour, which tests look for in screenshots.
    static let errorRed = "#d70015"

    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>mockup watch</title>
        <style>
        body { margin: 0; padding: 16px; background: #e5e5ea; color: #1c1c1e;
               font: 13px/1.4 system-ui, sans-serif; }
        section { display: inline-block; vertical-align: top; margin: 0 24px 24px 0; max-width: 100%; }
        h2 { font-size: 13px; font-weight: 600; margin: 0 0 6px; }
        pre.error { margin: 0 0 8px; padding: 8px 10px; background: #fff0f1; color: \(errorRed);
                    border: 3px solid \(errorRed); font: 12px/1.35 ui-monospace, monospace;
                    white-space: pre; overflow: auto; }
        pre.warnings { margin: 0 0 8px; color: #8a5a00; font: 12px/1.35 ui-monospace, monospace; white-space: pre; }
        img { display: block; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, .3); }
        </style>
        </head>
        <body>
        <main id="files"></main>
        <script>
        "use strict";
        let shown = -1;
        // "?once": draw the state once and stop (a snapshot, for screenshots and tests).
        const live = !new URLSearchParams(location.search).has("once");
        function draw(state) {
          const main = document.getElementById("files");
          state.files.forEach((f, i) => {
            let box = document.getElementById("file" + i);
            if (!box) {
              box = document.createElement("section");
              box.id = "file" + i;
              for (const [tag, cls] of [["h2", ""], ["pre", "error"], ["pre", "warnings"], ["img", ""]]) {
                const e = document.createElement(tag);
                if (cls) e.className = cls;
                box.appendChild(e);
              }
              main.appendChild(box);
            }
            box.querySelector("h2").textContent = f.path;
            const error = box.querySelector(".error");
            error.textContent = f.error || "";
            error.hidden = !f.error;
            const warnings = box.querySelector(".warnings");
            warnings.textContent = f.warnings || "";
            warnings.hidden = !f.warnings || !!f.error;
            const img = box.querySelector("img");
            img.hidden = !f.image;
            if (f.image && img.getAttribute("src") !== f.image) {
              img.width = f.width;
              img.height = f.height;
              img.alt = f.path;
              img.src = f.image;
            }
          });
        }
        async function poll() {
          let pause = 50;
          try {
            const query = shown < 0 ? "" : "?after=" + shown;
            const v = await (await fetch("/version.json" + query, { cache: "no-store" })).json();
            if (v.version !== shown) {
              const state = await (await fetch("/state.json", { cache: "no-store" })).json();
              shown = state.version;
              draw(state);
            }
          } catch (e) {
            // The server stopped or restarts: keep what is shown and try again.
            pause = 1000;
          }
          if (live || shown < 0) setTimeout(poll, pause);
        }
        poll();
        </script>
        </body>
        </html>

        """
}
