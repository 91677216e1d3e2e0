import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { notifications } from '~/server/db/schema';
import { randomBase62 } from '~/server/domain/ids';
import { createUser, dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';

await useFileDatabase('aos_notifications_router');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});

async function notify(userId: string, orderId: string) {
  const id = `ntf_${randomBase62(24)}`;
  await db.insert(notifications).values({
    id,
    userId,
    kind: 'delivery_ready',
    params: { orderId, service: 'Somasi' },
    linkPath: `/org/org_x/orders/${orderId}`,
    sourceKey: `test:${id}`,
    createdAt: new Date(),
  });
  return id;
}

describe('notifications router', () => {
  it('refuses anonymous callers', async () => {
    await expect(dashboardAs(db, null).notifications.unreadCount()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(dashboardAs(db, null).notifications.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("lists a person's own notifications in their language, counts and marks them read", async () => {
    const me = await createUser(db);
    const other = await createUser(db);
    const first = await notify(me.id, 'ord_1');
    await notify(me.id, 'ord_2');
    const theirs = await notify(other.id, 'ord_3');
    const api = dashboardAs(db, me);

    expect(await api.notifications.unreadCount()).toEqual({ unread: 2 });
    const list = await api.notifications.list();
    expect(list.map((n) => n.params.orderId).sort()).toEqual(['ord_1', 'ord_2']);
    expect(list[0]!.title).toBe('Hasil siap diperiksa: Somasi');

    await expect(api.notifications.markRead({ notificationId: theirs })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await dashboardAs(db, other).notifications.unreadCount()).toEqual({ unread: 1 });

    await api.notifications.markRead({ notificationId: first });
    expect(await api.notifications.unreadCount()).toEqual({ unread: 1 });
    expect(await api.notifications.markAllRead()).toEqual({ marked: 1 });
    expect(await api.notifications.unreadCount()).toEqual({ unread: 0 });
    expect(await dashboardAs(db, other).notifications.unreadCount()).toEqual({ unread: 1 });
  });

  it('reads and sets e-mail choices; an unknown kind is refused and changes nothing', async () => {
    const me = await createUser(db);
    const api = dashboardAs(db, me);
    await api.notifications.setSettings({ email: { offer_new: false } });
    const settings = await api.notifications.settings();
    expect(settings.find((s) => s.kind === 'offer_new')).toEqual({ kind: 'offer_new', email: false, in_app: true });
    await expect(api.notifications.setSettings({ email: { nope: false } as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await api.notifications.settings()).toEqual(settings);
  });
});
