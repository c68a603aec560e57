// Requests the chunks of the screen being opened alongside the entry (build/screen-preload.ts
// writes the lists into index.html and this script, minified, inline after them): it runs while
// the page is parsed, so the chunks go out with the entry's own requests.
(() => {
  const meta = document.querySelector('meta[name="screen-preload"]');
  if (!meta) return;
  let store = null;
  try {
    store = window.localStorage;
  } catch {
    // Storage disabled: the app keeps no session and speaks Polish.
  }
  const lang = store?.getItem('lang') === 'en' ? 'en' : 'pl';
  const screen = JSON.parse(meta.content).find(
    (s) => new RegExp(s.hash).test(location.hash) && (!s.signedIn || store?.getItem('token')),
  );
  if (!screen) return;
  for (const file of [...screen.files, ...screen.strings[lang]]) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // The CORS mode of Vite's own requests for these files, so the preloaded copy is the one used.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  if (screen.signedIn) {
    // The guard waits for the signed-in user before the screen draws; asked here, the answer
    // travels with the chunks instead of after them (apiCall takes it, src/lib/api.ts). Sent from
    // a task of its own: a page's first fetch() sets up its fetch machinery, 20-40 ms of a slow
    // phone's main thread that would otherwise lengthen this parser task. The request is listed
    // at once, so the app's first call for the user takes it even if it asks before it is sent.
    const token = store.getItem('token');
    const uri = '/api/auth/user';
    const headers = { accept: 'application/json', 'accept-language': lang, authorization: `Bearer ${token}` };
    const response = new Promise((send) => setTimeout(send, 0)).then(() => fetch(uri, { headers }));
    // A request nobody takes (the token changed meanwhile) must not report its failure.
    response.catch(() => {});
    window.earlyRequests = [{ uri, token, lang, response }];
  }
})();
