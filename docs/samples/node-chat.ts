// Chat from a Node service: the same no-loss engine as the chat widget, without React.
import { createClient } from '@hrportal/api-client';
import { createChatClient } from '@hrportal/api-client/chat';

const client = createClient({ baseUrl: process.env.HRP_API ?? 'http://127.0.0.1:8080/api' });
await client.auth.login({ role: 'manager', username: 'manager', password: 'Demo@1234' });
const chat = createChatClient(client);
chat.on('message', (m) => console.log(`${m.sender_name}: ${m.message}`));

// To a user id ({ group: id } for a group). Held in an outbox until the server stores it, resent
// with the same client id after a reconnect: stored exactly once.
const to = Number(process.env.HRP_CHAT_TO ?? 2);
const stored = new Promise((resolve) => chat.on('sent', resolve));
chat.send('Hello from Node', { to });
console.log('stored:', await stored);
chat.close();
await client.auth.logout();
