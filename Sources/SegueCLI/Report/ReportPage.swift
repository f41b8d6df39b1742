import SegueCore

/// The report's page: HTML with its style and script inline (a page opened from `file://` can
/// load nothing else reliably), and the data as a JSON document the script reads. Every name
/// from a template reaches the page through that document and `textContent`, never as markup.
enum ReportPage {
    /// The whole page for `data` (`VerifyReport.document`).
    static func html(title: String, data: JSONText) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header><h1>\(title)</h1><p id="overview"></p></header>
        <nav id="summary" aria-label="Templates"></nav>
        <main id="templates"></main>
        <footer id="accept-all" hidden>
        <span>Accept all ticked:</span> <code id="accept-all-command"></code> <button type="button" id="accept-all-copy">Copy</button>
        </footer>
        <script type="application/json" id="report-data">\(embedded(data))</script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// The JSON text safe inside a `<script>` element: `<` written as `\u003c`, so no name can
    /// close the element (`</script>`) or open a comment.
    static func embedded(_ data: JSONText) -> String {
        data.rendered().replacingOccurrences(of: "<", with: "\\u003c")
    }

    static let style = """
    [hidden] { display: none !important; }
    :root { --fail: #c62828; --pass: #2e7d32; --lost: #9e9e9e; --region: #ff00ff; font-family: system-ui, sans-serif; }
    body { margin: 0; padding: 0 16px 64px; color: #1d1d1f; background: #fafafa; }
    header h1 { font-size: 20px; margin: 16px 0 4px; }
    #summary { display: flex; flex-wrap: wrap; gap: 6px; margin: 12px 0; }
    #summary a { padding: 3px 8px; border-radius: 10px; text-decoration: none; color: white; font-size: 13px; }
    .failed-badge, #summary a.failed { background: var(--fail); }
    .passed-badge, #summary a.passed { background: var(--pass); }
    section.template { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
    section.template h2 { font-size: 17px; margin: 0 0 6px; }
    .status { font-size: 14px; color: #555; }
    .accept { display: flex; align-items: center; gap: 8px; margin: 8px 0; font-size: 13px; }
    code { background: #f0f0f0; padding: 2px 6px; border-radius: 4px; word-break: break-all; }
    .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin: 8px 0; font-size: 13px; }
    .stage { position: relative; display: inline-block; max-width: 100%; user-select: none; }
    .stage .panel { position: relative; display: inline-block; vertical-align: top; margin-right: 8px; }
    .stage .panel > span { display: block; font-size: 12px; color: #555; }
    .stage img { display: block; max-height: 70vh; max-width: 100%; }
    .absent { background: repeating-linear-gradient(45deg, #e0e0e0 0 6px, #f4f4f4 6px 12px); }
    .frame { position: relative; display: inline-block; overflow: hidden; }
    .frame .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .frame .over img { width: 100%; height: 100%; }
    .wipe-line { position: absolute; top: 0; bottom: 0; width: 2px; background: #ff9800; pointer-events: none; }
    .region { position: absolute; border: 2px solid var(--region); box-sizing: border-box; cursor: zoom-in; }
    .zoomed img, .zoomed .region { cursor: zoom-out; }
    .diff-middle { background-size: 300% 100%; background-position: 50% 0; }
    .scrub { display: flex; align-items: center; gap: 10px; margin: 8px 0; font-size: 13px; }
    .scrub input[type=range] { flex: 1; max-width: 520px; }
    .instants { display: flex; gap: 2px; margin: 4px 0 0; padding: 0; list-style: none; max-width: 520px; }
    .instants li { flex: 1; height: 8px; border-radius: 2px; background: #cfd8dc; cursor: pointer; }
    .instants li.differs { background: var(--fail); }
    .instants li.missing, .instants li.lost { background: repeating-linear-gradient(45deg, #9e9e9e 0 3px, #eee 3px 6px); }
    .instants li.current { outline: 2px solid #1d1d1f; }
    details pre { font-size: 12px; background: #f6f6f6; padding: 8px; overflow: auto; }
    footer { position: fixed; left: 0; right: 0; bottom: 0; background: #263238; color: white; padding: 8px 16px; font-size: 13px; }
    footer code { background: #37474f; color: white; }
    """

    static let script = #"""
    "use strict";
    const data = JSON.parse(document.getElementById("report-data").textContent);
    const el = (tag, props = {}, ...children) => {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(props)) {
        if (key === "class") node.className = value; else if (key === "text") node.textContent = value;
        else if (key.startsWith("on")) node.addEventListener(key.slice(2), value); else node.setAttribute(key, value);
      }
      for (const child of children) if (child) node.append(child);
      return node;
    };
    const quoteWord = (word) => /^[A-Za-z0-9_\-.\/=:,+@%]+$/.test(word) ? word : "'" + word.replace(/'/g, "'\\''") + "'";
    async function copyText(text) {
      try { await navigator.clipboard.writeText(text); return; } catch (error) { /* below */ }
      const area = el("textarea"); area.value = text; document.body.append(area); area.select();
      document.execCommand("copy"); area.remove();
    }
    const failing = data.templates.filter((t) => !t.passed);
    document.getElementById("overview").textContent = data.passed
      ? `All ${data.templates.length} templates match their goldens.`
      : `${failing.length} of ${data.templates.length} templates fail.`;
    const summary = document.getElementById("summary");
    data.templates.forEach((t, k) => summary.append(el("a", { href: `#t${k}`, class: t.passed ? "passed" : "failed", text: t.name, title: t.status })));

    const picked = new Set();
    function updateAcceptAll() {
      const footer = document.getElementById("accept-all");
      footer.hidden = picked.size === 0;
      // Each name once, in the page's order (merged shards may list a name twice).
      const names = [...new Set(data.templates.filter((t, k) => picked.has(k)).map((t) => t.name))].map(quoteWord);
      document.getElementById("accept-all-command").textContent = data.acceptAll + " " + names.join(" ");
    }
    document.getElementById("accept-all-copy").addEventListener("click", () => copyText(document.getElementById("accept-all-command").textContent));

    function templateSection(t, k) {
      const section = el("section", { class: "template " + (t.passed ? "passed" : "failed"), id: `t${k}`, "data-name": t.name },
        el("h2", {}, el("span", { class: t.passed ? "passed-badge" : "failed-badge", text: t.passed ? " passed " : " failed " }), " ", el("span", { class: "name", text: t.name })),
        el("div", { class: "status", text: `${t.status} · ${t.template}` }));
      if (t.settings) section.append(el("details", {}, el("summary", { text: "Recorded settings (golden.json)" }), el("pre", { text: t.settings })));
      if (t.passed) {
        // Its frames match: there to look at, folded away.
        if (t.instants && t.instants.length > 0) section.append(el("details", {}, el("summary", { text: "Frames" }), viewer(t, k)));
        return section;
      }
      const tick = el("input", { type: "checkbox", class: "pick", "aria-label": `accept ${t.name}` });
      tick.addEventListener("change", () => { if (tick.checked) picked.add(k); else picked.delete(k); updateAcceptAll(); });
      const command = el("code", { class: "accept-command", text: t.accept });
      section.append(el("div", { class: "accept" }, tick, el("span", { text: "Accept:" }), command,
        el("button", { type: "button", class: "copy", onclick: () => copyText(t.accept), text: "Copy" })));
      if (t.instants && t.instants.length > 0) section.append(viewer(t, k));
      return section;
    }

    function viewer(t, k) {
      const state = { index: Math.max(0, t.instants.findIndex((i) => i.outcome !== "matched")), mode: "side", wipe: 50, blend: 50, zoom: false, timer: null };
      const root = el("div", { class: "viewer" });
      const modes = el("div", { class: "controls", role: "radiogroup" });
      for (const [mode, label] of [["side", "Side by side"], ["wipe", "Slider"], ["blend", "Blend"], ["diff", "Diff"]]) {
        const input = el("input", { type: "radio", name: `mode-${k}`, value: mode });
        if (mode === state.mode) input.checked = true;
        input.addEventListener("change", () => { state.mode = mode; draw(); });
        modes.append(el("label", {}, input, " " + label));
      }
      const wipe = el("input", { type: "range", min: "0", max: "100", value: "50", class: "wipe", "aria-label": "wipe" });
      wipe.addEventListener("input", () => { state.wipe = Number(wipe.value); draw(); });
      const blend = el("input", { type: "range", min: "0", max: "100", value: "50", class: "blend", "aria-label": "actual's opacity" });
      blend.addEventListener("input", () => { state.blend = Number(blend.value); draw(); });
      modes.append(el("label", {}, "Wipe ", wipe), el("label", {}, "Actual's opacity ", blend));
      const stage = el("div", { class: "stage" });
      const play = el("button", { type: "button", class: "play", text: "Play" });
      const scrubber = el("input", { type: "range", min: "0", max: String(t.instants.length - 1), value: String(state.index), class: "scrubber", "aria-label": "time" });
      const label = el("span", { class: "time" });
      const marks = el("ol", { class: "instants" });
      t.instants.forEach((instant, k) => marks.append(el("li", { class: instant.outcome, title: `${instant.time.toFixed(3)} s: ${instant.outcome}`, onclick: () => go(k) })));
      scrubber.addEventListener("input", () => go(Number(scrubber.value)));
      play.addEventListener("click", () => (state.timer ? stop() : start()));
      root.append(modes, stage, el("div", { class: "scrub" }, play, scrubber, label), marks);

      function go(k) { state.index = k; scrubber.value = String(k); draw(); }
      function stop() { clearTimeout(state.timer); state.timer = null; play.textContent = "Play"; }
      function start() {
        play.textContent = "Pause";
        const step = () => {
          const next = (state.index + 1) % t.instants.length;
          // The render's own speed: the time to the next instant (the loop restarts after a second).
          const wait = next === 0 ? 1000 : (t.instants[next].time - t.instants[state.index].time) * 1000;
          state.timer = setTimeout(() => { go(next); step(); }, Math.max(16, wait));
        };
        step();
      }
      function image(src, cls) {
        if (src) return el("img", { src, class: cls, alt: cls });
        // No frame on this side at this instant (a changed duration or fps): a hatched box of the frame's size.
        const absent = el("div", { class: cls + " absent", title: "no frame at this instant" });
        const [w, h] = t.instants[state.index].size || [200, 400];
        Object.assign(absent.style, { width: `${w}px`, maxWidth: "100%", aspectRatio: `${w} / ${h}` });
        return absent;
      }
      function regionBox(instant) {
        if (!instant.region || !instant.size) return null;
        const [x, y, w, h] = instant.region, [fw, fh] = instant.size;
        const box = el("div", { class: "region", title: "changed region (click to zoom)" });
        Object.assign(box.style, { left: `${(x / fw) * 100}%`, top: `${(y / fh) * 100}%`, width: `${(w / fw) * 100}%`, height: `${(h / fh) * 100}%` });
        box.addEventListener("click", () => { state.zoom = !state.zoom; draw(); });
        return box;
      }
      function zoomed(frame, instant) {
        if (!state.zoom || !instant.region || !instant.size) return frame;
        const [x, y, w, h] = instant.region, [fw, fh] = instant.size;
        const scale = Math.min(8, Math.max(1, Math.min(fw / (w + 16), fh / (h + 16))));
        frame.classList.add("zoomed");
        frame.style.transformOrigin = `${((x + w / 2) / fw) * 100}% ${((y + h / 2) / fh) * 100}%`;
        frame.style.transform = `scale(${scale})`;
        frame.addEventListener("click", () => { state.zoom = false; draw(); });
        return frame;
      }
      function panel(title, content) { return el("div", { class: "panel" }, el("span", { text: title }), content); }
      function draw() {
        const instant = t.instants[state.index];
        label.textContent = `${instant.time.toFixed(3)} s · ${instant.frame === null ? "no frame" : "frame " + instant.frame} · ${instant.outcome}` + (instant.pixels ? ` · ${instant.pixels} px differ` : "");
        [...marks.children].forEach((li, k) => li.classList.toggle("current", k === state.index));
        wipe.parentElement.hidden = state.mode !== "wipe";
        blend.parentElement.hidden = state.mode !== "blend";
        stage.replaceChildren();
        const region = () => regionBox(instant);
        if (state.mode === "side") {
          const golden = el("div", { class: "frame" }, image(instant.golden, "golden"));
          const actual = el("div", { class: "frame" }, image(instant.actual, "actual"), region());
          stage.append(panel("Golden", golden), panel("Actual", zoomed(actual, instant)));
        } else if (state.mode === "wipe" || state.mode === "blend") {
          const over = el("div", { class: "over" }, image(instant.actual, "actual"));
          const frame = el("div", { class: "frame" }, image(instant.golden, "golden"), over, region());
          if (state.mode === "wipe") {
            over.style.clipPath = `inset(0 0 0 ${state.wipe}%)`;
            const line = el("div", { class: "wipe-line" });
            line.style.left = `${state.wipe}%`;
            frame.append(line);
          } else {
            over.style.opacity = String(state.blend / 100);
          }
          stage.append(panel(state.mode === "wipe" ? "Golden | actual" : "Golden under actual", zoomed(frame, instant)));
        } else {
          const diff = instant.diff ? image(instant.diff, "diff") : el("div", { class: "diff-none", text: "No difference image at this instant." });
          stage.append(panel("Golden | difference | actual", diff));
        }
      }
      draw();
      return root;
    }

    const main = document.getElementById("templates");
    data.templates.forEach((t, k) => main.append(templateSection(t, k)));
    """#
}
