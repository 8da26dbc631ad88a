/* Registers the service worker and tells the visitor when they are offline (downloads need a connection). */
(function () {
  if ('serviceWorker' in navigator) {
    window.addEventListener('load', function () {
      navigator.serviceWorker.register('/sw.js').catch(function (e) {
        console.warn('[offline] service worker not registered:', e && e.message);
      });
    });
  }
  var notice = null;
  function update() {
    if (navigator.onLine) {
      if (notice) notice.remove();
      notice = null;
      return;
    }
    if (notice) return;
    notice = document.createElement('div');
    notice.setAttribute('role', 'status');
    notice.className = 'offline-notice';
    notice.setAttribute('data-testid', 'offline-notice');
    notice.textContent = 'You are offline. You can browse the site, but extracting and downloading need a connection.';
    notice.style.cssText = 'position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:100;max-width:92vw;padding:10px 16px;border-radius:10px;background:#0f172a;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 8px 24px rgb(0 0 0 / 25%)';
    document.body.appendChild(notice);
  }
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', update);
  else update();
})();
