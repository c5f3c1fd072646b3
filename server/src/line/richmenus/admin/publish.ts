import { HTTPFetchError, type messagingApi } from '@line/bot-sdk';
import { richMenuLayouts, type RichMenuKind, type RichMenuPublication } from '@contract/admin/rich-menus';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { liffLinkOf } from '@server/line/admin/deep-links';
import type { LiffConfig } from '@server/line/line-settings';
import {
  lineClientsOf,
  lineErrorText,
  type LineClients,
  type LineHosts,
} from '@server/line/messaging/client';
import { officialAccountOf } from '@server/line/messaging/official-account';
import type { SecretBox } from '@server/line/secret-box';
import { enqueueMemberMenuBulk } from '../member-menu';
import { previousPublication, publicationIn, publicationOf, type PublicationRow } from '../publications';
import { draftRowOf } from './drafts';

type PublishContext = { db: Db; box: SecretBox; hosts: LineHosts; liff: LiffConfig };

/** How long one click holds the kind's publish lock; a process that dies mid-publish leaves it to pass. */
const LOCK_SECONDS = 300;

/**
 * Takes the kind's publish lock in one statement (a draft row's `publishing_until`): of two staff clicking at
 * once, one holds it and the other is told someone is publishing. False when held by another click.
 */
const takeLock = async (db: Db, agentId: number, kind: RichMenuKind) =>
  (
    await db.query<{ until: string }>(
      `UPDATE line_rich_menus SET publishing_until = clock_timestamp() + make_interval(secs => $3)
        WHERE agent_id = $1 AND kind = $2 AND (publishing_until IS NULL OR publishing_until < now())
        RETURNING publishing_until::text AS until`,
      [agentId, kind, LOCK_SECONDS],
    )
  ).rows[0]?.until ?? null;

/** Only this click's own lock: one whose lease passed and that another click took is left to it. */
const releaseLock = (db: Db, agentId: number, kind: RichMenuKind, until: string) =>
  db.query(
    `UPDATE line_rich_menus SET publishing_until = NULL
      WHERE agent_id = $1 AND kind = $2 AND publishing_until = $3::timestamptz`,
    [agentId, kind, until],
  );

const withLock = async <T>(db: Db, agentId: number, kind: RichMenuKind, work: () => Promise<T>) => {
  const until = (await takeLock(db, agentId, kind)) ?? fail('RICH_MENU_BUSY');
  try {
    return await work();
  } finally {
    await releaseLock(db, agentId, kind, until);
  }
};

/** LINE's refusal as the console's Thai error, with LINE's own words for the owner to act on. */
const lineFailed = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  return fail(
    'RICH_MENU_LINE_FAILED',
    null,
    `LINE ตอบกลับไม่สำเร็จ (${lineErrorText(error)}) ระบบบันทึกขั้นตอนที่ทำไปแล้ว กดอีกครั้งเพื่อทำต่อให้เสร็จ`,
  );
};

const clientsFor = async (context: PublishContext, agentId: number): Promise<LineClients> => {
  const account = await officialAccountOf(context.db, context.box, agentId);
  if (!account) return fail('LINE_NOT_CONFIGURED');
  return lineClientsOf(account.accessToken, context.hosts);
};

/** A menu deleted at LINE, or already gone (404): the cleanup of a half-made one is itself repeatable. */
const deleteAtLine = async (api: messagingApi.MessagingApiClient, richMenuId: string) => {
  try {
    await api.deleteRichMenu(richMenuId);
  } catch (error) {
    if (!(error instanceof HTTPFetchError && error.status === 404)) throw error;
  }
};

/** The name LINE keeps for the menu: the kind, the draft's version and the publication, found again by its tag. */
const tagOf = (publicationId: string) => `#p${publicationId}`;

/**
 * The rich menu object LINE is sent, from the draft: the layout's size and areas, each area's action (a LIFF
 * screen's link `https://liff.line.me/<liffId>/<path>` in the agent's LIFF ids of now, or a message).
 */
const lineBodyOf = (
  draft: NonNullable<Awaited<ReturnType<typeof draftRowOf>>>,
  liff: LiffConfig,
  publicationId: string,
): messagingApi.RichMenuRequest => {
  const layout = richMenuLayouts[draft.layout];
  return {
    size: { width: layout.width, height: layout.height },
    selected: draft.kind === 'member',
    name: `${draft.kind} v${draft.version} ${draft.name}`.slice(0, 280) + ` ${tagOf(publicationId)}`,
    chatBarText: draft.chat_bar_text,
    areas: layout.areas.map((bounds, index) => {
      const action = draft.actions[index]!;
      if (action.type === 'message') return { bounds, action: { type: 'message', text: action.text } };
      const link = liffLinkOf(action.screen, action.params, liff) ?? fail('RICH_MENU_SCREEN_UNKNOWN');
      if (!link.liffUrl) fail('RICH_MENU_LIFF_MISSING');
      return { bounds, action: { type: 'uri', uri: link.liffUrl } };
    }),
  };
};

const setPublication = (q: Queryable, id: string, set: string, params: unknown[] = []) =>
  q.query(`UPDATE line_rich_menu_publications SET ${set} WHERE id = $1`, [id, ...params]);

/**
 * A publication stopped midway whose draft was changed since: its menu (if LINE made one) deleted, and the
 * publication abandoned, so the new version starts clean.
 */
const abandon = async (db: Db, api: messagingApi.MessagingApiClient, pending: PublicationRow) => {
  if (pending.line_rich_menu_id) await deleteAtLine(api, pending.line_rich_menu_id);
  await setPublication(db, pending.id, `status = 'abandoned'`);
};

/**
 * Menus LINE made for this publication that it never recorded (LINE created one, its answer was lost): found by
 * the publication's tag in their name and deleted, all but the recorded one.
 */
const deleteStrays = async (api: messagingApi.MessagingApiClient, publication: PublicationRow) => {
  const { richmenus } = await api.getRichMenuList();
  for (const menu of richmenus) {
    if (menu.name.endsWith(` ${tagOf(publication.id)}`) && menu.richMenuId !== publication.line_rich_menu_id)
      await deleteAtLine(api, menu.richMenuId);
  }
};

/**
 * Publishes the kind's draft to LINE in the documented order: create the rich menu, upload its image, then set it
 * as the default (guest) or link the members to it (member: through the outbox, 500 per bulk link). Each step is
 * stored as it succeeds, under the kind's publish lock:
 * - the draft's version already live answers that publication and calls nobody (idempotent; five clicks at once
 *   hold the lock one at a time, or are told someone is publishing);
 * - a failure midway leaves the publication `creating` with what is done; the next click completes it (a menu
 *   created without its image is deleted and made again, since LINE takes an image once and a lost answer leaves
 *   us unsure; strays of the publication are deleted), or, when the draft changed since, deletes the half-made
 *   menu and starts over.
 * On success the live publication before it becomes `superseded` (kept at LINE for a rollback). Audited.
 */
export const publishRichMenu = async (
  context: PublishContext,
  by: ByStaff,
  kind: RichMenuKind,
): Promise<RichMenuPublication> => {
  const { db } = context;
  const agentId = by.actor.agentId;
  const draft = (await draftRowOf(db, agentId, kind, { image: true })) ?? fail('RICH_MENU_NO_DRAFT');
  if (!draft.image || !draft.image_mime) return fail('RICH_MENU_NO_IMAGE');
  const live = await publicationIn(db, agentId, kind, 'live');
  if (live?.version === draft.version) return publicationOf(live);
  const { api, blob } = await clientsFor(context, agentId);
  return withLock(db, agentId, kind, async () => {
    // Read again under the lock: the click before this one may have just finished the same version.
    const current = (await draftRowOf(db, agentId, kind, { image: true }))!;
    const liveNow = await publicationIn(db, agentId, kind, 'live');
    if (liveNow?.version === current.version) return publicationOf(liveNow);
    let publication = await publicationIn(db, agentId, kind, 'creating');
    try {
      if (publication && publication.version !== current.version) {
        await abandon(db, api, publication);
        publication = null;
      }
      if (publication) {
        await deleteStrays(api, publication);
        if (publication.line_rich_menu_id && !publication.image_uploaded) {
          await deleteAtLine(api, publication.line_rich_menu_id);
          await setPublication(db, publication.id, `line_rich_menu_id = ''`);
          publication.line_rich_menu_id = '';
        }
      } else {
        // The id first: LINE's name for the menu carries it (the body is complete before the row exists).
        const { rows: ids } = await db.query<{ id: string }>(
          `SELECT nextval(pg_get_serial_sequence('line_rich_menu_publications', 'id'))::text AS id`,
        );
        const body = lineBodyOf(current, context.liff, ids[0]!.id);
        const { rows } = await db.query<PublicationRow>(
          `INSERT INTO line_rich_menu_publications (id, agent_id, kind, version, body, created_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
          [ids[0]!.id, agentId, kind, current.version, JSON.stringify(body), by.actor.username],
        );
        publication = rows[0]!;
      }
      // 1. Create the rich menu.
      if (!publication.line_rich_menu_id) {
        const { richMenuId } = await api.createRichMenu(publication.body as messagingApi.RichMenuRequest);
        await setPublication(db, publication.id, `line_rich_menu_id = $2`, [richMenuId]);
        publication.line_rich_menu_id = richMenuId;
      }
      // 2. Upload its image (on the data host).
      if (!publication.image_uploaded) {
        const image = new Blob([Buffer.from(current.image!)], { type: current.image_mime! });
        await blob.setRichMenuImage(publication.line_rich_menu_id, image);
        await setPublication(db, publication.id, `image_uploaded = true`);
      }
      // 3. The guest menu becomes LINE's default (the member menu is linked per user, below).
      if (kind === 'guest') await api.setDefaultRichMenu(publication.line_rich_menu_id);
    } catch (error) {
      return lineFailed(error);
    }
    return makeLive(db, by, publication, liveNow, 'line.rich_menu_publish');
  });
};

/**
 * One transaction makes `next` live, the one live before it `superseded` (or `rolled_back`), the members moved to
 * the member menu through the outbox (bulk links, resolved when sent), the audit row.
 */
const makeLive = async (
  db: Db,
  by: ByStaff,
  next: PublicationRow,
  before: PublicationRow | null,
  action: 'line.rich_menu_publish' | 'line.rich_menu_rollback',
) =>
  db.tx(async (q) => {
    if (before) {
      await setPublication(
        q,
        before.id,
        action === 'line.rich_menu_rollback'
          ? `status = 'rolled_back', rolled_back_at = now()`
          : `status = 'superseded'`,
      );
    }
    const { rows } = await q.query<PublicationRow>(
      `UPDATE line_rich_menu_publications SET status = 'live', published_at = coalesce(
         CASE WHEN $2 THEN now() END, published_at, now())
        WHERE id = $1 RETURNING *`,
      [next.id, action === 'line.rich_menu_publish'],
    );
    const kind = next.kind;
    const batches =
      kind === 'member'
        ? await enqueueMemberMenuBulk(
            q,
            next.agent_id,
            `${action === 'line.rich_menu_publish' ? 'publish' : 'rollback'}:${next.id}`,
          )
        : 0;
    await auditAs(q, by.meta, by.actor, {
      action,
      targetType: 'line_rich_menu',
      targetId: kind,
      before: before && {
        publication: Number(before.id),
        version: before.version,
        line: before.line_rich_menu_id,
      },
      after: { publication: Number(next.id), version: next.version, line: next.line_rich_menu_id, batches },
    });
    return publicationOf(rows[0]!);
  });

/**
 * Brings back the publication before the live one: LINE's default again (guest) or the members linked to it
 * again (member, through the outbox). The rolled-back menu is kept at LINE (status `rolled_back`): deleting it
 * would leave members linked to it on the default menu until the outbox has moved them; publishing the draft
 * again makes a new menu. Under the publish lock; audited.
 */
export const rollbackRichMenu = async (
  context: PublishContext,
  by: ByStaff,
  kind: RichMenuKind,
): Promise<RichMenuPublication> => {
  const { db } = context;
  const agentId = by.actor.agentId;
  if (!(await draftRowOf(db, agentId, kind))) fail('RICH_MENU_NO_PREVIOUS');
  const { api } = await clientsFor(context, agentId);
  return withLock(db, agentId, kind, async () => {
    const live = await publicationIn(db, agentId, kind, 'live');
    const previous = live && (await previousPublication(db, agentId, kind));
    if (!live || !previous) return fail('RICH_MENU_NO_PREVIOUS');
    try {
      if (kind === 'guest') await api.setDefaultRichMenu(previous.line_rich_menu_id);
    } catch (error) {
      return lineFailed(error);
    }
    return makeLive(db, by, previous, live, 'line.rich_menu_rollback');
  });
};
