// A local stand-in for the analytics vendors' script hosts (www.googletagmanager.com, www.clarity.ms), so that the
// e2e tests can watch exactly what the page loads and sends. It serves the three scripts under the vendors' own paths;
// each script reads the queue the page built before it arrived (as the real ones do) and reports every page view and
// event as a GET to /collect on this origin, where the tests see them as network requests.
//
//   PORT=47813 node e2e/support/vendor-stand-in.mjs
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 47813);
const host = "127.0.0.1";

/** Runs in the page: a helper that reports one hit to this origin. */
const sendHit = `
  var origin = new URL(document.currentScript.src).origin;
  function send(vendor, name, params) {
    var query = new URLSearchParams({ v: vendor, en: String(name) });
    if (params && typeof params === "object") {
      if (params.page_path !== undefined) query.set("dp", String(params.page_path));
      if (params.page_location !== undefined) query.set("dl", String(params.page_location));
      query.set("ctx", JSON.stringify(params));
    }
    fetch(origin + "/collect?" + query.toString(), { mode: "no-cors", keepalive: true });
  }
`;

/** gtag.js: handles `gtag("event", name, params)` entries, the Arguments objects the page pushed to dataLayer. */
const gtagScript = `(function () {${sendHit}
  var layer = (window.dataLayer = window.dataLayer || []);
  function handle(entry) {
    if (entry && typeof entry === "object" && !Array.isArray(entry) && typeof entry.length === "number" && entry[0] === "event") {
      send("ga", entry[1], entry[2]);
    }
  }
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(layer, arguments);
  };
})();`;

/** gtm.js: handles plain `{ event: name, ... }` objects in dataLayer. */
const gtmScript = `(function () {${sendHit}
  var layer = (window.dataLayer = window.dataLayer || []);
  function handle(entry) {
    if (entry && typeof entry === "object" && typeof entry.length !== "number" && typeof entry.event === "string") {
      send("gtm", entry.event, entry);
    }
  }
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(layer, arguments);
  };
})();`;

/** Clarity's tag: replays `clarity.q`, then takes over `window.clarity`. */
const clarityScript = `(function () {${sendHit}
  function handle(args) {
    if (args[0] === "event") send("clarity", args[1]);
    if (args[0] === "set" && args[1] === "page") send("clarity", "page", { page_path: args[2] });
  }
  var queued = (window.clarity && window.clarity.q) || [];
  for (var i = 0; i < queued.length; i++) handle(queued[i]);
  window.clarity = function () { handle(arguments); };
})();`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://${host}:${port}`);
  const cors = { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" };
  const js = (body) => {
    response.writeHead(200, { ...cors, "Content-Type": "text/javascript; charset=utf-8" });
    response.end(body);
  };
  if (url.pathname === "/health") {
    response.writeHead(200, { ...cors, "Content-Type": "text/plain" });
    response.end("ok");
  } else if (url.pathname === "/gtag/js") {
    js(gtagScript);
  } else if (url.pathname === "/gtm.js") {
    js(gtmScript);
  } else if (url.pathname.startsWith("/tag/")) {
    js(clarityScript);
  } else if (url.pathname === "/collect") {
    response.writeHead(204, cors);
    response.end();
  } else {
    response.writeHead(404, cors);
    response.end();
  }
});

server.listen(port, host, () => console.info(`vendor stand-in on http://${host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
