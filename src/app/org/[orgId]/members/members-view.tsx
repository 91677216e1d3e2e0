'use client';

import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmButton, ErrorAlert, QueryState } from '~/app/_components/ui';
import { common } from '~/app/_i18n/messages/common';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { inviteFields } from '~/shared/dashboard/org-inputs';
import { validate, type FieldErrors } from '~/app/org/[orgId]/_components/forms';
import { useOrg, useOrgSubmit } from '~/app/org/[orgId]/_components/org-context';
import { grantable, MemberMenu, type Role } from './member-menu';

export function MembersView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage, role: myRole, userId } = useOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.members.list.queryOptions({ organizationId: orgId }));
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState('');
  const data = query.data;
  const owners = data?.members.filter((m) => m.role === 'owner').length ?? 0;
  return (
    <div className="stack">
      <Group justify="space-between" align="center" wrap="wrap">
        <h2>{t.membersTitle}</h2>
        {canManage ? <Button onClick={() => setInviting(true)}>{t.inviteTitle}</Button> : null}
      </Group>
      <p className="muted">{t.membersIntro}</p>
      <p role="status" className="ok-note">
        {notice}
      </p>
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
                cell: (m) => (
                  <>
                    {t[`role_${m.role}`]}
                    {canManage && m.role === 'owner' && owners === 1 ? (
                      <div className="muted">
                        <small>{t.soleOwnerHint}</small>
                      </div>
                    ) : null}
                  </>
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
                          <MemberMenu member={m} soleOwner={m.role === 'owner' && owners === 1} onSaved={setNotice} />
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

      {canManage ? (
        <InviteDialog
          opened={inviting}
          onClose={() => setInviting(false)}
          onInvited={() => {
            setInviting(false);
            setNotice(t.invitedPending);
          }}
        />
      ) : null}

      <section aria-labelledby="invitations-title">
        <h3 id="invitations-title">{t.invitationsTitle}</h3>
        <QueryState query={query} empty={data?.invitations.length === 0} emptyText={t.noInvitations}>
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

function InviteDialog({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: () => void }) {
  const t = useT(org);
  const cm = useT(common);
  const { orgId, role: myRole } = useOrg();
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useOrgSubmit(trpc.org.members.invite.mutationOptions());
  const close = () => {
    setErrors({});
    invite.reset();
    onClose();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(inviteFields, { email, role }, t);
    setErrors(result.errors ?? {});
    if (result.data)
      void invite.submit({ organizationId: orgId, ...result.data }, () => {
        setEmail('');
        setRole('member');
        onInvited();
      });
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.inviteTitle}
      size="md"
      closeButtonProps={{ 'aria-label': cm.cancel }}
    >
      <form onSubmit={submit} noValidate aria-label={t.inviteTitle}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t.inviteHelp}
          </Text>
          <TextInput
            id="invite-email"
            type="email"
            label={t.email}
            autoComplete="off"
            data-autofocus
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Radio.Group label={t.role} value={role} onChange={(value) => setRole(value as Role)} error={errors.role}>
            <Stack gap={6} mt={6}>
              {grantable(myRole).map((r) => (
                <Radio key={r} value={r} label={t[`role_${r}`]} />
              ))}
            </Stack>
          </Radio.Group>
          <ErrorAlert error={invite.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cm.cancel}
            </Button>
            <Button type="submit" loading={invite.busy}>
              {t.invite}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
