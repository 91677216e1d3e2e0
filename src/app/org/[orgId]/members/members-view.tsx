'use client';

import { Button } from '@mantine/core';
import styles from '~/app/_components/layout.module.css';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton, ErrorAlert, Field, QueryState } from '~/app/_components/ui';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { inviteFields } from '~/shared/dashboard/org-inputs';
import { MEMBER_ROLES } from '~/shared/member-roles';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { invalidProps } from '~/app/_lib/forms';
import { useOrg, useOrgSubmit } from '~/app/org/[orgId]/_components/org-context';

type Role = (typeof MEMBER_ROLES)[number];

export function MembersView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage, role: myRole, userId } = useOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.members.list.queryOptions({ organizationId: orgId }));
  const data = query.data;
  return (
    <div className="stack">
      <h2>{t.membersTitle}</h2>
      <p className="muted">{t.membersIntro}</p>
      <QueryState query={query}>
        {data ? (
          <DataTable
            caption={t.membersTitle}
            rows={data.members}
            rowKey={(m) => m.id}
            columns={[
              {
                key: 'name',
                header: t.name,
                sortValue: (m) => m.name,
                cell: (m) => (
                  <>
                    <strong>{m.name}</strong> {m.user_id === userId ? <span className="muted">{t.you}</span> : null}
                    <div className="muted">{m.email}</div>
                  </>
                ),
              },
              {
                key: 'role',
                header: t.role,
                sortValue: (m) => m.role,
                cell: (m) =>
                  canManage && (myRole === 'owner' || m.role !== 'owner') ? (
                    <RoleForm
                      memberId={m.id}
                      name={m.name}
                      current={m.role}
                      soleOwner={m.role === 'owner' && data.members.filter((x) => x.role === 'owner').length === 1}
                    />
                  ) : (
                    t[`role_${m.role}`]
                  ),
              },
              dateColumn('joined', t.joined, 'joined_at', locale),
              ...(canManage
                ? [
                    {
                      key: 'actions',
                      header: t.actionsTitle,
                      cell: (m: (typeof data.members)[number]) =>
                        myRole === 'owner' || m.role !== 'owner' ? (
                          <RemoveMember
                            memberId={m.id}
                            name={m.name}
                            email={m.email}
                            soleOwner={
                              m.role === 'owner' && data.members.filter((x) => x.role === 'owner').length === 1
                            }
                          />
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </QueryState>
      {canManage ? <p className="muted">{t.ownerOnlyNote}</p> : null}
      {canManage ? <p className="muted">{t.lastOwnerNote}</p> : null}

      {canManage ? <InviteForm /> : null}

      <section aria-labelledby="invitations-title">
        <h3 id="invitations-title">{t.invitationsTitle}</h3>
        <QueryState query={query} empty={data?.invitations.length === 0}>
          <DataTable
            caption={t.invitationsTitle}
            rows={data?.invitations ?? []}
            rowKey={(i) => i.id}
            columns={[
              { key: 'email', header: t.email, sortValue: (i) => i.email, cell: (i) => i.email },
              { key: 'role', header: t.role, sortValue: (i) => i.role, cell: (i) => t[`role_${i.role}`] },
              dateColumn('expires', t.expires, 'expires_at', locale),
              ...(canManage
                ? [
                    {
                      key: 'actions',
                      header: t.actionsTitle,
                      cell: (i: NonNullable<typeof data>['invitations'][number]) => (
                        <RevokeInvitation invitationId={i.id} email={i.email} />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </QueryState>
      </section>
    </div>
  );
}

function RevokeInvitation({ invitationId, email }: { invitationId: string; email: string }) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const revoke = useOrgSubmit(trpc.org.members.revokeInvitation.mutationOptions());
  return (
    <div className="row">
      <ConfirmButton
        label={`${t.revokeInvitation} ${email}`}
        question={fillIn(c.revokeInvitation, { email })}
        disabled={revoke.busy}
        onConfirm={() => revoke.submit({ organizationId: orgId, invitationId })}
      />
      <ErrorAlert error={revoke.failure} />
    </div>
  );
}

/**
 * Removing a member ends their access at once. The only owner cannot be removed: the button is disabled and
 * says why (the server refuses it as well).
 */
function RemoveMember({
  memberId,
  name,
  email,
  soleOwner,
}: {
  memberId: string;
  name: string;
  email: string;
  soleOwner: boolean;
}) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const remove = useOrgSubmit(trpc.org.members.remove.mutationOptions());
  if (soleOwner) {
    const hintId = `sole-owner-${memberId}`;
    return (
      <div className="row">
        <Button variant="outline" color="red" disabled aria-describedby={hintId}>
          {`${t.removeMember} ${name}`}
        </Button>
        <small className="muted" id={hintId}>
          {t.soleOwnerHint}
        </small>
      </div>
    );
  }
  return (
    <div className="row">
      <ConfirmButton
        label={`${t.removeMember} ${name}`}
        question={fillIn(c.removeMember, { name, email })}
        disabled={remove.busy}
        onConfirm={() => remove.submit({ organizationId: orgId, memberId })}
      />
      <ErrorAlert error={remove.failure} />
    </div>
  );
}

/** Roles this person may hand out: only owners grant owner. */
function grantable(myRole: Role): Role[] {
  return myRole === 'owner' ? [...MEMBER_ROLES] : ['admin', 'member'];
}

function RoleForm({
  memberId,
  name,
  current,
  soleOwner,
}: {
  memberId: string;
  name: string;
  current: Role;
  /** The only owner: stepping down is refused, and the page says why before anyone tries. */
  soleOwner: boolean;
}) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId, role: myRole } = useOrg();
  const trpc = useTRPC();
  const [role, setRole] = useState<Role>(current);
  const setMemberRole = useOrgSubmit(trpc.org.members.setRole.mutationOptions());
  const id = `role-${memberId}`;
  return (
    <form className="row" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {t.roleFor} {name}
      </label>
      <select id={id} value={role} onChange={(e) => setRole(e.target.value as Role)} className={styles.fitContent}>
        {grantable(myRole).map((r) => (
          <option key={r} value={r}>
            {t[`role_${r}`]}
          </option>
        ))}
      </select>
      <ConfirmButton
        label={t.saveRole}
        question={`${fillIn(c.changeRole, { name, from: t[`role_${current}`], to: t[`role_${role}`] })} ${c[`changeRole_${role}`]}`}
        danger={false}
        disabled={setMemberRole.busy || role === current}
        onConfirm={() => setMemberRole.submit({ organizationId: orgId, memberId, role })}
      />
      {soleOwner ? <small className="muted">{t.soleOwnerHint}</small> : null}
      <span role="status" className="ok-note">
        {setMemberRole.done ? t.saved : ''}
      </span>
      <ErrorAlert error={setMemberRole.failure} />
    </form>
  );
}

function InviteForm() {
  const t = useT(org);
  const { orgId, role: myRole } = useOrg();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useOrgSubmit(trpc.org.members.invite.mutationOptions({ onSuccess: () => setEmail('') }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(inviteFields, { email, role }, t);
    setErrors(result.errors ?? {});
    if (result.data) void invite.submit({ organizationId: orgId, ...result.data });
  }
  return (
    <section className="card" aria-labelledby="invite-title">
      <h3 id="invite-title">{t.inviteTitle}</h3>
      <p className="muted">{t.inviteHelp}</p>
      <form onSubmit={submit} noValidate>
        <Field id="invite-email" label={t.email} error={errors.email}>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...invalidProps('invite-email', errors.email)}
          />
        </Field>
        <Field id="invite-role" label={t.role} error={errors.role}>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {grantable(myRole).map((r) => (
              <option key={r} value={r}>
                {t[`role_${r}`]}
              </option>
            ))}
          </select>
        </Field>
        <ErrorAlert error={invite.failure} />
        <div className="row">
          <Button type="submit" disabled={invite.busy}>
            {t.invite}
          </Button>
          <span role="status" className="ok-note">
            {invite.data ? t.invitedPending : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
