'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { DataTable } from '~/app/_components/data-table/data-table';
import { toast } from '~/app/_components/toast';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { fillIn } from '~/app/_i18n/messages/confirmations';
import { oauth } from '~/app/_i18n/messages/oauth';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC, useTRPCClient } from '~/app/_lib/trpc';
import { Badge } from '~/app/org/[orgId]/_components/badges';
import { useOrg, useRefreshOrg } from '~/app/org/[orgId]/_components/org-context';

/** Apps connected by OAuth, beside the keys: who granted each, its scopes and limits; owners and admins revoke. */
export function ConnectedApps() {
  const t = useT(org);
  const o = useT(oauth);
  const locale = useLocale();
  const { orgId, canManage } = useOrg();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refreshOrg = useRefreshOrg();
  const query = useQuery(trpc.org.connectedApps.list.queryOptions({ organizationId: orgId }));
  const revoke = useMutation({
    mutationFn: (prefix: string) => client.org.connectedApps.revoke.mutate({ organizationId: orgId, prefix }),
    onSuccess: () => {
      toast(o.revokedNotice, 'success');
      return refreshOrg();
    },
  });
  const apps = query.data ?? [];
  return (
    <section aria-labelledby="connected-apps-title" className="stack">
      <h3 id="connected-apps-title">{o.connectedTitle}</h3>
      <p className="muted">{o.connectedIntro}</p>
      <ErrorAlert error={revoke.error} />
      <QueryState query={query} empty={apps.length === 0} emptyText={o.noConnected}>
        <DataTable
          caption={o.connectedTitle}
          rows={apps}
          rowKey={(a) => a.prefix}
          columns={[
            {
              key: 'client',
              header: o.client,
              sortValue: (a) => a.client_name,
              cell: (a) => (
                <>
                  <strong>{a.client_name}</strong> {a.livemode ? null : <Badge tone="muted">{o.testBadge}</Badge>}
                  <br />
                  <span className="muted">{a.redirect_host}</span>
                  <br />
                  {o.grantedBy}: {a.granted_by ?? '—'}
                </>
              ),
            },
            {
              key: 'scopes',
              header: t.scopes,
              cell: (a) => (
                <span>
                  {a.scopes.map((s) => (
                    <code key={s}>{s} </code>
                  ))}
                </span>
              ),
            },
            {
              key: 'limits',
              header: t.limits,
              nowrap: true,
              sortValue: (a) => a.monthly_limit_idr,
              cell: (a) => (
                <>
                  {rupiah(a.per_order_limit_idr)} <span className="muted">{t.perOrderShort}</span>
                  <br />
                  {rupiah(a.monthly_limit_idr)} <span className="muted">{t.monthlyShort}</span>
                </>
              ),
            },
            {
              key: 'used',
              header: t.lastUsed,
              nowrap: true,
              sortValue: (a) => a.last_used_at,
              cell: (a) => (
                <>
                  {a.last_used_at ? dateTime(a.last_used_at, locale) : t.never}
                  <br />
                  <small className="muted">
                    {o.created}: {dateTime(a.created_at, locale)}
                  </small>
                </>
              ),
            },
            {
              key: 'state',
              header: t.keyState,
              sortValue: (a) => (a.revoked_at ? 1 : 0),
              cell: (a) =>
                a.revoked_at ? (
                  <>
                    <Badge tone="muted">{t.keyRevoked}</Badge>
                    <br />
                    <small className="muted">{dateTime(a.revoked_at, locale)}</small>
                  </>
                ) : (
                  <>
                    <Badge tone="ok">{t.keyActive}</Badge>
                    {canManage ? (
                      <div>
                        <ConfirmButton
                          label={`${o.revokeApp} ${a.client_name}`}
                          question={fillIn(o.revokeQuestion, { client: a.client_name })}
                          onConfirm={() => revoke.mutateAsync(a.prefix).catch(() => undefined)}
                          disabled={revoke.isPending}
                        />
                      </div>
                    ) : null}
                  </>
                ),
            },
          ]}
        />
      </QueryState>
    </section>
  );
}
