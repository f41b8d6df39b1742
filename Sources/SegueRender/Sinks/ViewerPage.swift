/// `viewer.html`: the same page for every render (its data is `viewer-data.js`), style and script
/// inline. Every name from the template reaches it through that data and `textContent`.
enum ViewerPage {
    static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Segue viewer</title>
    <style>
    [hidden] { display: none !important; }
    body { margin: 0; padding: 12px 16px; font: 13px system-ui, sans-serif; color: #1d1d1f; background: #fafafa; }
    h1 { font-size: 18px; margin: 0 0 8px; }
    .row { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
    .stage { position: relative; display: inline-block; line-height: 0; }
    .stage img { display: block; max-height: 75vh; }
    .stage img.onion { position: absolute; left: 0; top: 0; width: 100%; height: 100%; opacity: 0.35; pointer-events: none; }
    .hover { position: absolute; border: 2px solid #ff00ff; box-sizing: border-box; pointer-events: none; }
    .controls { display: flex; gap: 10px; align-items: center; margin: 8px 0; }
    .controls input[type=range] { width: 420px; }
    .plot { position: relative; display: inline-block; line-height: 0; margin-top: 8px; }
    .plot img { width: 600px; }
    .cursor { position: absolute; top: 0; bottom: 0; width: 2px; background: #ff00ff; }
    pre { font-size: 12px; background: #f0f0f0; padding: 8px; min-width: 320px; max-width: 480px; overflow: auto; margin: 0; }
    </style>
    </head>
    <body>
    <h1 id="title">Segue viewer</h1>
    <div class="controls">
    <button type="button" id="play">Play</button>
    <input type="range" id="scrubber" min="0" value="0" aria-label="frame">
    <span id="time"></span>
    <label><input type="checkbox" id="onion"> Onion skin (previous and next frames)</label>
    </div>
    <div class="row">
    <div class="stage" id="stage"><img id="frame" alt="frame"><img id="before" class="onion" alt="" hidden><img id="after" class="onion" alt="" hidden><div class="hover" id="hover" hidden></div></div>
    <pre id="layer">Move the mouse over the frame to see the layer there.</pre>
    </div>
    <div class="plot" id="plot" hidden><img id="plot-image" alt="timing plot"><div class="cursor" id="cursor"></div></div>
    <script src="viewer-data.js"></script>
    <script>
    "use strict";
    const $ = (id) => document.getElementById(id);
    let data = window.segueViewer, index = 0, timer = null, point = null;
    function withVersion(file) { return file + "?v=" + data.version; }
    function layerAt(frame, x, y) {
      // Topmost first (the layers are in paint order), skipping what its mask hides and what is transparent.
      const inside = ([bx, by, bw, bh]) => x >= bx && y >= by && x < bx + bw && y < by + bh;
      // A layer in perspective covers its projected outline (convex), not all of its box: the
      // point is on the same side of every edge.
      const within = (quad) => {
        let sign = 0;
        for (let i = 0; i < quad.length; i++) {
          const [ax, ay] = quad[i], [bx, by] = quad[(i + 1) % quad.length];
          const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
          if (cross !== 0) { if (sign === 0) sign = Math.sign(cross); else if (Math.sign(cross) !== sign) return false; }
        }
        return true;
      };
      for (let k = frame.layers.length - 1; k >= 0; k--) {
        const layer = frame.layers[k];
        if (layer.opacity > 0 && inside(layer.bounds) && (!layer.quad || within(layer.quad))
            && (!layer.mask || inside(layer.mask.bounds))) return layer;
      }
      return null;
    }
    function showLayer() {
      const frame = data.frames[index], hover = $("hover");
      const layer = point && layerAt(frame, point[0], point[1]);
      if (!layer) { hover.hidden = true; $("layer").textContent = point ? "No layer here." : $("layer").textContent; return; }
      const [x, y, w, h] = layer.bounds, [cw, ch] = data.size;
      Object.assign(hover.style, { left: `${(x / cw) * 100}%`, top: `${(y / ch) * 100}%`, width: `${(w / cw) * 100}%`, height: `${(h / ch) * 100}%` });
      // In perspective, the box cut to the projected outline and tinted (a border would be cut away on the slanted sides).
      const turned = layer.quad && w > 0 && h > 0;
      hover.style.clipPath = turned
        ? `polygon(${layer.quad.map(([qx, qy]) => `${((qx - x) / w) * 100}% ${((qy - y) / h) * 100}%`).join(", ")})` : "";
      hover.style.background = turned ? "rgba(255, 0, 255, 0.3)" : "";
      hover.hidden = false;
      $("layer").textContent = JSON.stringify(layer, null, 2);
    }
    function draw() {
      const frame = data.frames[index];
      $("frame").src = withVersion(frame.file);
      $("scrubber").value = String(index);
      $("time").textContent = `frame ${frame.index} · ${frame.time.toFixed(3)} s of ${data.duration.toFixed(3)} s`;
      const onion = $("onion").checked;
      for (const [id, k] of [["before", index - 1], ["after", index + 1]]) {
        const image = $(id), neighbour = data.frames[k];
        image.hidden = !onion || !neighbour;
        if (!image.hidden) image.src = withVersion(neighbour.file);
      }
      if (data.plot) {
        $("plot").hidden = false;
        $("plot-image").src = withVersion(data.plot.file);
        const x = data.plot.left + (data.duration > 0 ? frame.time / data.duration : 0) * data.plot.plotWidth;
        $("cursor").style.left = `${(x / data.plot.width) * 100}%`;
      }
      showLayer();
    }
    function setUp() {
      $("title").textContent = data.name;
      $("scrubber").max = String(data.frames.length - 1);
      index = Math.min(index, data.frames.length - 1);
      draw();
    }
    $("scrubber").addEventListener("input", () => { index = Number($("scrubber").value); draw(); });
    $("onion").addEventListener("change", draw);
    $("play").addEventListener("click", () => {
      if (timer) { clearTimeout(timer); timer = null; $("play").textContent = "Play"; return; }
      $("play").textContent = "Pause";
      const step = () => {
        const next = (index + 1) % data.frames.length;
        // The render's own speed: the time to the next written frame (the loop restarts after a second).
        const wait = next === 0 ? 1000 : (data.frames[next].time - data.frames[index].time) * 1000;
        timer = setTimeout(() => { index = next; draw(); step(); }, Math.max(16, wait));
      };
      step();
    });
    $("stage").addEventListener("mousemove", (event) => {
      const box = $("frame").getBoundingClientRect();
      point = [((event.clientX - box.left) / box.width) * data.size[0], ((event.clientY - box.top) / box.height) * data.size[1]];
      showLayer();
    });
    $("stage").addEventListener("mouseleave", () => { point = null; $("hover").hidden = true; });
    if (data.watching) {
      // --watch: load the data again every second; a new version is a new render.
      let polls = 0;
      setInterval(() => {
        const script = document.createElement("script");
        script.src = `viewer-data.js?poll=${++polls}`;
        script.onload = () => {
          script.remove();
          if (window.segueViewer.version !== data.version) { data = window.segueViewer; setUp(); }
        };
        script.onerror = () => script.remove();
        document.body.append(script);
      }, 1000);
    }
    setUp();
    </script>
    </body>
    </html>

    """#
}
