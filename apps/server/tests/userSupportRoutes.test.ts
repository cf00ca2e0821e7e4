import { messages, serverMessages } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { solidPng } from '../src/seed/files';
import { describeServer } from './fixture';
import { failureOf, sdkClient, signInAs } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'user admin and support routes (SDK over HTTP)',
  { seed: { now, candidates: 20, jobs: 5 }, config: { now: () => now } },
  (it) => {
    const failure = failureOf;

    it('lists the directory for managers and leadership only', async ({
      server,
      team: { manager, recruiter, leadership },
    }) => {
      const lists = await manager.users.listActive();
      expect(lists.managers.some((u) => u.username === 'manager')).toBe(true);
      expect(lists.recruiters.some((u) => u.username === 'reviewer' && u.isPeerReviewer)).toBe(
        true,
      );
      expect(lists.recruiters.every((u) => u.userType === 'recruiter')).toBe(true);
      expect((await leadership.users.listActive()).recruiters.length).toBe(lists.recruiters.length);
      expect((await failure(recruiter.users.listActive())).status).toBe(403);
      expect((await failure(sdkClient(server).users.listActive())).status).toBe(401);
    });

    it('verifies, deactivates (revoking sessions) and flags peer reviewers; refuses self-lockout', async ({
      server,
      team: { manager, recruiter, leadership },
    }) => {
      const lists = await manager.users.listActive();
      const target = lists.recruiters.find((u) => u.username === 'recruiter2');
      if (!target) throw new Error('seed has no recruiter2');
      const victim = await signInAs(server, 'recruiter2', 'recruiter');

      const peer = await manager.users.setPeerReviewer({ user_id: target.id, status: true });
      expect(peer.user.is_peer_reviewer).toBe(true);
      const off = await leadership.users.setActive({
        user_id: target.id,
        user_name: target.username,
        user_status: false,
        deactivated_name: 'Leela Kapoor',
      });
      expect(off.user.is_active).toBe(false);
      // Its open session ends with it.
      expect(
        (
          await failure(
            victim.users.uploadImage(target.id, {
              image: '',
              filename: '',
              image_delete_status: true,
            }),
          )
        ).status,
      ).toBe(401);
      const back = await manager.users.updateStatus({
        user_name: target.username,
        new_status: 'active',
      });
      expect(back.user.is_active).toBe(true);

      const me = lists.managers.find((u) => u.username === 'manager');
      if (!me) throw new Error('no manager');
      const self = await failure(
        manager.users.setActive({
          user_id: me.id,
          user_name: 'manager',
          user_status: false,
          deactivated_name: 'x',
        }),
      );
      expect(self.status).toBe(400);
      expect(self.message).toBe(serverMessages.cannotChangeSelf);
      const unknown = await failure(
        manager.users.setPeerReviewer({ user_id: 999_999, status: true }),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.message).toBe(messages.userNotFound);
      const badType = await failure(
        manager.users.updateStatus({ user_name: 'recruiter2', new_status: 'sleeping' as never }),
      );
      expect(badType.message).toBe(messages.invalidStatusType);
      expect(
        (await failure(recruiter.users.setPeerReviewer({ user_id: target.id, status: false })))
          .status,
      ).toBe(403);
    });

    it('stores a profile picture checked by its bytes, serves it, removes it', async ({
      team: { manager, recruiter },
    }) => {
      const me = recruiter.session.get();
      if (!me) throw new Error('not signed in');
      // The demo data may give the account a picture: start from none.
      await recruiter.users
        .uploadImage(me.userId, { image: '', filename: '', image_delete_status: true })
        .catch(() => undefined);
      expect(await recruiter.users.image(me.userId)).toBeNull();
      const notImage = await failure(
        recruiter.users.uploadImage(me.userId, {
          image: Buffer.from('%PDF-1.4 not an image').toString('base64'),
          filename: 'me.png',
          image_delete_status: false,
        }),
      );
      expect(notImage.status).toBe(400);
      expect(notImage.message).toBe(messages.imageInvalidType);
      await recruiter.users.uploadImage(me.userId, {
        image: solidPng(64, 64, [37, 99, 235]).toString('base64'),
        filename: 'me.png',
        image_delete_status: false,
      });
      const image = await recruiter.users.image(me.userId);
      expect(image?.contentType).toBe('image/png');
      // Nobody changes someone else's picture.
      expect(
        (
          await failure(
            manager.users.uploadImage(me.userId, {
              image: '',
              filename: '',
              image_delete_status: true,
            }),
          )
        ).status,
      ).toBe(403);
      await recruiter.users.uploadImage(me.userId, {
        image: '',
        filename: '',
        image_delete_status: true,
      });
      expect(await recruiter.users.image(me.userId)).toBeNull();
      const none = await failure(
        recruiter.users.uploadImage(me.userId, {
          image: '',
          filename: '',
          image_delete_status: true,
        }),
      );
      expect(none.message).toBe(messages.imageNoneToRemove);
    });

    it('raises issue reports with screenshots; each user lists their own, managers all', async ({
      team: { manager, recruiter },
    }) => {
      const raised = await recruiter.support.report({
        subject: 'Export fails',
        description: 'The zip download stops at 50%.',
        screenshots: [
          {
            image: solidPng(64, 64, [37, 99, 235]).toString('base64'),
            mime_type: 'image/png',
            filename: 'shot.png',
          },
        ],
      });
      expect(raised.message).toBe(serverMessages.issueReported);
      expect(raised.report).toMatchObject({
        subject: 'Export fails',
        status: 'open',
        user_name: 'recruiter',
      });
      expect(raised.report.screenshots).toHaveLength(1);
      const mine = await recruiter.support.reports();
      expect(mine.reports.every((r) => r.user_name === 'recruiter')).toBe(true);
      expect(mine.reports.some((r) => r.id === raised.report.id)).toBe(true);
      const all = await manager.support.reports();
      expect(all.reports.some((r) => r.id === raised.report.id)).toBe(true);
      const managerId = manager.session.get()?.userId ?? 0;
      expect((await failure(recruiter.support.reports({ user_id: managerId }))).status).toBe(403);
      const empty = await failure(recruiter.support.report({ subject: '  ', description: 'x' }));
      expect(empty.status).toBe(400);
      const fake = await failure(
        recruiter.support.report({
          subject: 'Bad shot',
          description: 'x',
          screenshots: [
            {
              image: Buffer.from('GIF? no').toString('base64'),
              mime_type: 'image/gif',
              filename: 'a.gif',
            },
          ],
        }),
      );
      expect(fake.status).toBe(400);
    });

    it('keeps the reports of a deleted account, naming no reporter', async ({
      server,
      team: { manager },
    }) => {
      const leaving = await signInAs(server, 'recruiter3', 'recruiter');
      const leavingId = leaving.session.get()?.userId ?? 0;
      const raised = await leaving.support.report({
        subject: 'Before I go',
        description: 'Notes.',
      });
      await manager.users.remove({ user_id: leavingId, deleted_by: 'manager' });
      const all = await manager.support.reports();
      expect(all.reports.find((r) => r.id === raised.report.id)).toMatchObject({
        subject: 'Before I go',
        user_id: null,
        user_name: 'Deleted user',
      });
    });
  },
);
