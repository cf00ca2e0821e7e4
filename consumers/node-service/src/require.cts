// The same SDK from CommonJS: Node 20.19+ and 22.12+ load our ES modules through require().
import sdk = require('@hrportal/api-client');
import assert = require('node:assert/strict');

const client = sdk.createClient({ baseUrl: process.env['HRP_API'] ?? '' });
client.auth
  .login({
    role: process.env['HRP_USER'] === 'leadership' ? 'leadership' : 'recruiter',
    username: process.env['HRP_USER'] ?? '',
    password: 'Demo@1234',
  })
  .then(async (session) => {
    assert.equal(typeof session.userId, 'number');
    await client.auth.logout();
    console.log(`  ✓ require() of the SDK signs in (node ${process.version}, CommonJS)`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
