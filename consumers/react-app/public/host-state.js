// The host page's own state, written before any widget code runs: the harness checks that it is
// all still there, unchanged, after our widgets signed in, ran and signed out.
if (!localStorage.getItem('userId')) {
  localStorage.setItem('userId', 'host-42');
  localStorage.setItem('authToken', 'host-token');
  localStorage.setItem('theme', 'host-dark');
  sessionStorage.setItem('draft', 'host draft');
  // biome-ignore lint/suspicious/noDocumentCookie: a plain host page sets its own cookie the plain way
  document.cookie = 'hostSession=abc; path=/';
}
