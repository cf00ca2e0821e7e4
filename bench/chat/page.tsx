// The page the chat benchmark loads: `?mode=widget` renders the chat dialog on a conversation of
// `n` messages (virtualized); `?mode=naive` renders the same messages as plain DOM rows (baseline).

import { createRoot } from 'react-dom/client';
import { ChatDialog } from '../../packages/chat/src/ui/ChatDialog';
import { createStoryStore, loaded, message } from '../../packages/chat/src/ui/storyStore';
import { ThemeRoot, ToastProvider } from '../../packages/ui/src/index';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') ?? 'widget';
const n = Number(params.get('n') ?? 10_000);
const messages = Array.from({ length: n }, (_, i) =>
  message(
    i % 3 === 0 ? 1 : 3,
    i % 3 === 0 ? 3 : 1,
    i + 1,
    `Message ${i + 1}${i % 7 === 0 ? '\nwith a second line' : ''}`,
    { is_read: true },
  ),
);
const bench = window as unknown as { renderMs?: number; scrollElement?: HTMLElement };
const start = performance.now();
const root = createRoot(document.getElementById('root') as HTMLElement);

function Naive() {
  return (
    <div data-bench-scroll="" style={{ height: '700px', overflowY: 'auto' }}>
      {messages.map((m) => (
        <div key={m.id} style={{ padding: '4px 16px', whiteSpace: 'pre-wrap' }}>
          <div
            style={{
              display: 'inline-block',
              padding: '8px 12px',
              borderRadius: 10,
              background: '#eef0f3',
            }}
          >
            {m.message}
            <span style={{ marginLeft: 8, fontSize: 12 }}>{m.timestamp.slice(11, 16)}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

const store = createStoryStore({
  actions: [
    ...loaded,
    { type: 'history', key: 'dm:1:3', messages, hasOlder: false, older: false },
    { type: 'select', key: 'dm:1:3' },
  ],
});
root.render(
  <ThemeRoot>
    <ToastProvider>
      {mode === 'naive' ? <Naive /> : <ChatDialog store={store} isOpen onOpenChange={() => {}} />}
    </ToastProvider>
  </ThemeRoot>,
);

const last = `Message ${n}`;
const done = () => {
  const hit = [
    ...document.querySelectorAll(
      mode === 'naive' ? '[data-bench-scroll] > div' : '[role="log"] [data-index]',
    ),
  ].some((el) => el.textContent?.startsWith(last));
  if (!hit) return requestAnimationFrame(done);
  requestAnimationFrame(() => {
    bench.renderMs = performance.now() - start;
    bench.scrollElement =
      document.querySelector<HTMLElement>(
        mode === 'naive' ? '[data-bench-scroll]' : '[role="log"]',
      ) ?? undefined;
  });
};
requestAnimationFrame(done);
