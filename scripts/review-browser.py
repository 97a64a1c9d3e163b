#!/usr/bin/env python3
"""Drives a `mockup test --review` page in headless Chromium over the DevTools protocol
(--remote-debugging-pipe; the standard library only):

    scripts/review-browser.py URL CASE SHOT.png [AFTER.png]

Loads URL, saves a screenshot of the page as it opens (SHOT.png), then does what a
person would: presses 2, 3 and 1 (slider, onion skin, side by side) on the first card,
j and k (next, previous card), clicks CASE's Approve button with the mouse and waits for
the page to say the golden was written; then, on the card the page moved to, presses r
(reject), and on the next a (approve) and r again (which takes the approval back); and
clicks Done (AFTER.png: the page then). Prints one JSON object with what it saw."""
import base64
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import time

CHROMIUM = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.access(p, os.X_OK)), None)


class Browser:
    def __init__(self, width=1400, height=1000):
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        # Out of the way of 3 and 4, which the child needs for the pipe.
        high_r = fcntl.fcntl(to_chrome_r, fcntl.F_DUPFD_CLOEXEC, 10)
        high_w = fcntl.fcntl(from_chrome_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.profile = tempfile.mkdtemp(prefix="mockup-review-chromium-")

        def pipes():
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        self.process = subprocess.Popen(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--disable-extensions", "--mute-audio", "--force-device-scale-factor=1",
             f"--window-size={width},{height}", "--user-data-dir=" + self.profile,
             "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=pipes, close_fds=False)
        os.close(high_r)
        os.close(high_w)
        self.out = to_chrome_w
        self.inp = from_chrome_r
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        while True:
            m = self.read()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.inp, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def wait_event(self, name, timeout=30):
        end = time.time() + timeout
        while time.time() < end:
            for i, e in enumerate(self.events):
                if e.get("method") == name:
                    del self.events[i]
                    return e
            self.events.append(self.read())
        raise RuntimeError(f"no {name} within {timeout} s")

    def evaluate(self, expression):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expression}: {r['exceptionDetails']}")
        return r["result"].get("value")

    def wait_until(self, expression, timeout=20):
        end = time.time() + timeout
        while time.time() < end:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        raise RuntimeError(f"still false after {timeout} s: {expression}")

    def key(self, key):
        for kind in ("keyDown", "keyUp"):
            params = {"type": kind, "key": key, "code": "Key" + key.upper() if key.isalpha() else "Digit" + key,
                      "windowsVirtualKeyCode": ord(key.upper())}
            if kind == "keyDown":
                params["text"] = key
            self.send("Input.dispatchKeyEvent", params)

    def click(self, selector):
        """Scrolls the element into view and clicks its centre with the mouse."""
        box = self.evaluate(
            f"(()=>{{const e=document.querySelector({json.dumps(selector)});e.scrollIntoView({{block:'center'}});"
            "const r=e.getBoundingClientRect();return [r.x+r.width/2,r.y+r.height/2]})()")
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        subprocess.run(["rm", "-rf", self.profile])


def main():
    url, case, shot = sys.argv[1:4]
    if CHROMIUM is None:
        print(json.dumps({"skipped": "chromium is not installed"}))
        return
    b = Browser()
    seen = {}
    try:
        target = b.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        b.session = b.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        b.send("Page.enable")
        b.send("Runtime.enable")
        b.send("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
        b.send("Page.navigate", {"url": url})
        b.wait_event("Page.loadEventFired")
        b.wait_until("document.querySelectorAll('.review').length>0")
        png = b.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(shot, "wb") as f:
            f.write(base64.b64decode(png))
        seen["cards"] = b.evaluate("[...document.querySelectorAll('.case')].map(c=>c.querySelector('h2').textContent)")
        seen["bar"] = b.evaluate("document.getElementById('rv-count').textContent")
        first = "document.querySelector('.case.rv-current')"
        b.key("2")
        seen["sliderAfter2"] = b.evaluate(f"!{first}.querySelector('.stack').hidden && {first}.querySelector('.mode.on').dataset.mode")
        b.key("3")
        seen["modeAfter3"] = b.evaluate(f"{first}.querySelector('.mode.on').dataset.mode")
        b.key("1")
        seen["modeAfter1"] = b.evaluate(f"{first}.querySelector('.mode.on').dataset.mode")
        b.key("j")
        seen["currentAfterJ"] = b.evaluate("document.querySelector('.case.rv-current').id")
        b.key("k")
        seen["currentAfterK"] = b.evaluate("document.querySelector('.case.rv-current').id")
        index = b.evaluate(
            f"JSON.parse(document.getElementById('review-data').textContent).cases.find(c=>c.name==={json.dumps(case)}).card")
        b.click(f"#case-{index} .rv-approve")
        seen["approved"] = b.wait_until(
            f"(()=>{{const t=document.querySelector('#case-{index} .rv-state').textContent;return t.startsWith('approved')&&t}})()")
        seen["barAfterApprove"] = b.evaluate("document.getElementById('rv-count').textContent")
        # The keys on the cards after it: r rejects the current one (the page moves on to
        # the next undecided), a approves it and r takes that back.
        state = "document.querySelector('.case.rv-current .rv-state').textContent"
        seen["currentAfterApprove"] = b.evaluate("document.querySelector('.case.rv-current').id")
        b.key("r")
        seen["afterR"] = b.wait_until(f"(()=>{{const t=document.querySelector('#{seen['currentAfterApprove']} .rv-state').textContent;return t.startsWith('rejected')&&t}})()")
        seen["currentAfterR"] = b.evaluate("document.querySelector('.case.rv-current').id")
        b.key("a")
        seen["afterA"] = b.wait_until(f"(()=>{{const t={state};return t.startsWith('approved')&&t}})()")
        b.key("r")
        seen["afterAR"] = b.wait_until(f"(()=>{{const t={state};return t.startsWith('rejected')&&t}})()")
        seen["barAfterKeys"] = b.evaluate("document.getElementById('rv-count').textContent")
        b.click("#rv-done")
        seen["barAfterDone"] = b.wait_until(
            "(()=>{const t=document.getElementById('rv-count').textContent;return t.startsWith('stopped')&&t})()")
        if len(sys.argv) > 4:
            b.evaluate("window.scrollTo(0,0)")
            png = b.send("Page.captureScreenshot", {"format": "png"})["data"]
            with open(sys.argv[4], "wb") as f:
                f.write(base64.b64decode(png))
    finally:
        b.close()
    print(json.dumps(seen))


if __name__ == "__main__":
    main()
