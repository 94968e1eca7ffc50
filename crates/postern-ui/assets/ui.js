// Postern's web UI script: small, ours, loaded from this origin only (the CSP forbids inline
// script). Pages work without it; it adds conveniences.
"use strict";

(function () {
  // Copy buttons: <button data-copy="#element-id"> copies that element's text.
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-copy]");
    if (!button) return;
    var source = document.querySelector(button.getAttribute("data-copy"));
    if (!source || !navigator.clipboard) return;
    navigator.clipboard.writeText(source.value || source.textContent.trim()).then(function () {
      var label = button.textContent;
      button.textContent = "Copied";
      setTimeout(function () { button.textContent = label; }, 1500);
    });
  });

  // Forms that destroy something ask first: <form data-confirm="Delete this?">.
  document.addEventListener("submit", function (event) {
    var question = event.target.getAttribute && event.target.getAttribute("data-confirm");
    if (question && !window.confirm(question)) event.preventDefault();
  });

  // A form is sent once: a second click while the first is under way does nothing.
  document.addEventListener("submit", function (event) {
    if (event.defaultPrevented) return;
    var form = event.target;
    if (form.dataset.sent) { event.preventDefault(); return; }
    form.dataset.sent = "1";
  });

  // Requests made from script carry the session's CSRF token.
  var meta = document.querySelector('meta[name="csrf"]');
  window.posternFetch = function (url, options) {
    options = options || {};
    options.headers = Object.assign({}, options.headers, meta ? { "X-CSRF-Token": meta.content } : {});
    options.credentials = "same-origin";
    return fetch(url, options);
  };

  // A page that follows something live: <div data-live="/ui/…/live"> receives `message-row`
  // events whose data is a row the server rendered (and escaped); the newest goes first.
  var live = document.querySelector("[data-live]");
  if (live && window.EventSource) {
    var source = new EventSource(live.getAttribute("data-live"));
    source.addEventListener("message-row", function (event) {
      var holder = document.createElement("div");
      holder.innerHTML = event.data;
      var row = holder.firstElementChild;
      if (!row || live.querySelector('[data-message="' + row.getAttribute("data-message") + '"]')) return;
      var empty = document.getElementById("no-messages");
      if (empty) empty.remove();
      live.insertBefore(row, live.firstElementChild);
    });
    source.addEventListener("ended", function () { source.close(); });
    window.addEventListener("pagehide", function () { source.close(); });
  }

  // A part of the page that changes on its own (a first sync's progress): <section id=… data-refresh="ms">
  // is fetched again and replaced while the fresh copy still asks for it.
  // Times: <time datetime="…"> (UTC, as the API gives them) read in the viewer's time zone:
  // relative ("2 minutes ago") with the full local time as its title; class "exact" shows the
  // local date and time itself (the audit, the log).
  var units = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400],
    ["hour", 3600], ["minute", 60]];
  var relative = window.Intl && Intl.RelativeTimeFormat ? new Intl.RelativeTimeFormat(undefined, { numeric: "auto" }) : null;
  var local = window.Intl ? new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric",
    hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "short" }) : null;
  function times(root) {
    if (!relative || !local) return;
    Array.prototype.forEach.call(root.querySelectorAll("time[datetime]"), function (element) {
      // Microseconds are more than Date reads everywhere: milliseconds are enough to show.
      var at = new Date(element.getAttribute("datetime").replace(/(\.\d{3})\d+/, "$1"));
      if (isNaN(at.getTime())) return;
      element.title = local.format(at);
      if (element.classList.contains("exact")) { element.textContent = local.format(at); return; }
      var seconds = (at.getTime() - Date.now()) / 1000;
      var words = Math.abs(seconds) < 60 ? (seconds < 0 ? "just now" : "in a moment") : null;
      for (var i = 0; !words && i < units.length; i++) {
        if (Math.abs(seconds) >= units[i][1]) words = relative.format(Math.round(seconds / units[i][1]), units[i][0]);
      }
      element.textContent = words;
    });
  }
  times(document);
  setInterval(function () { times(document); }, 30000);

  function refresh(section) {
    var every = parseInt(section.getAttribute("data-refresh"), 10);
    if (!every) return;
    setTimeout(function () {
      fetch(window.location.href, { credentials: "same-origin" }).then(function (answer) {
        return answer.ok ? answer.text() : null;
      }).then(function (html) {
        if (!html) return;
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(section.id);
        if (!fresh) return;
        section.replaceWith(fresh);
        times(fresh);
        refresh(fresh);
      }).catch(function () { refresh(section); });
    }, every);
  }
  Array.prototype.forEach.call(document.querySelectorAll("[data-refresh][id]"), refresh);

  // A part of the page that takes a while to know (DNS lookups): <div id=… data-load="/ui/…"> is
  // replaced by the element with the same id on that page once it answers.
  Array.prototype.forEach.call(document.querySelectorAll("[data-load][id]"), function (holder) {
    fetch(holder.getAttribute("data-load"), { credentials: "same-origin" }).then(function (answer) {
      return answer.ok ? answer.text() : null;
    }).then(function (html) {
      if (!html) return;
      var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(holder.id);
      if (fresh) { holder.replaceWith(fresh); times(fresh); }
    }).catch(function () {});
  });

  // A page that only leads on (to a provider's sign-in): <a data-follow> is followed at once.
  var follow = document.querySelector("a[data-follow]");
  if (follow) window.location.assign(follow.href);

  document.documentElement.dataset.ready = "1";
  if (window.performance && performance.mark) performance.mark("ui-ready");
})();
