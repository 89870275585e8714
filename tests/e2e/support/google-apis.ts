import type { BrowserContext } from "@playwright/test";

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, which there is no network to load.
 *
 * Firebase's popup sign-in, even against the Auth emulator, talks to a hidden helper iframe (served
 * by the emulator) through gapi.iframes, and that helper iframe loads the same script. This stub
 * gives both sides the few calls they use — load, getContext().open / getParentIframe, register,
 * send, ping, restyle — over plain postMessage, and queues a call until its handler is registered
 * (real gapi does too). Everything else is real: the Firebase SDK, the emulator's pages and popup,
 * and the server's firebase-admin check of the ID token.
 */
const GAPI_STUB = `(function () {
  if (window.gapi && window.gapi.iframes) return;
  var FILTER = "CROSS_ORIGIN_IFRAMES_FILTER";
  var seq = 0;
  var replies = {};
  var pings = {};
  var channels = [];
  function post(target, message) {
    message.__gapiStub = true;
    target.postMessage(message, "*");
  }
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = [];
    channels.push(this);
  }
  Channel.prototype.answer = function (call) {
    var value;
    try {
      value = this.handlers[call.name](call.data);
    } catch (error) {
      value = { status: "ERROR" };
    }
    post(this.target, { kind: "reply", id: call.id, responses: [value] });
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.queued;
    this.queued = [];
    for (var i = 0; i < waiting.length; i++) {
      if (waiting[i].name === name) this.answer(waiting[i]);
      else this.queued.push(waiting[i]);
    }
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = String(++seq) + "-" + Math.random();
    if (callback) replies[id] = callback;
    post(this.target, { kind: "call", id: id, name: name, data: data });
  };
  window.addEventListener("message", function (event) {
    var m = event.data;
    if (!m || m.__gapiStub !== true) return;
    if (m.kind === "ping") return post(event.source, { kind: "pong", id: m.id });
    if (m.kind === "pong") return pings[m.id] && pings[m.id]();
    var channel = channels.find(function (c) { return c.target === event.source; });
    if (!channel) return;
    if (m.kind === "call") {
      if (channel.handlers[m.name]) channel.answer(m);
      else channel.queued.push(m);
    } else if (m.kind === "reply" && replies[m.id]) {
      var callback = replies[m.id];
      delete replies[m.id];
      try {
        callback(m.responses);
      } catch (error) {
        // As with gapi, an exception in a reply callback stays with that callback.
      }
    }
  });
  function Iframe(element) {
    this.element = element;
    this.channel = new Channel(element.contentWindow);
  }
  Iframe.prototype.register = function (name, handler) { this.channel.register(name, handler); };
  Iframe.prototype.send = function (name, data, callback) { this.channel.send(name, data, callback); };
  Iframe.prototype.restyle = function () { return Promise.resolve(); };
  Iframe.prototype.ping = function (callback) {
    var frame = this.element;
    return new Promise(function (resolve) {
      var id = "ping-" + ++seq;
      var timer = setInterval(function () { post(frame.contentWindow, { kind: "ping", id: id }); }, 100);
      pings[id] = function () {
        clearInterval(timer);
        delete pings[id];
        if (callback) callback();
        resolve();
      };
    });
  };
  var parent = null;
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement("iframe");
      var attributes = options.attributes || {};
      for (var name in attributes) {
        if (name === "style") Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      }
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var iframe = new Iframe(element);
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      parent = parent || new Channel(window.parent);
      return parent;
    },
  };
  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () { (options.callback || options)(); }, 0);
    },
    iframes: { Iframe: Iframe, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } },
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get("onload") : null;
  var ready = (onload && window[onload]) || window.gapi_onload;
  if (typeof ready === "function") setTimeout(ready, 0);
})();`;

/**
 * Serves the gapi stand-in to every page and frame of the context, and refuses the styles and
 * fonts the emulator's sign-in page links from the internet (at once, rather than after a timeout).
 */
export async function offlineGoogleApis(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: GAPI_STUB }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.abort(),
  );
}
