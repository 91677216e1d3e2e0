'use client';

import { ActionIcon, Button, Group, Menu, Modal, Radio, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ConfirmDialog, ErrorAlert } from '~/app/_components/ui';
import { common } from '~/app/_i18n/messages/common';
import { confirmations, fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { MEMBER_ROLES } from '~/shared/member-roles';
import { useOrg, useOrgSubmit } from '~/app/org/[orgId]/_components/org-context';

export type Role = (typeof MEMBER_ROLES)[number];

/** Roles this person may hand out: only owners grant owner. */
export function grantable(myRole: Role): Role[] {
  return myRole === 'owner' ? [...MEMBER_ROLES] : ['admin', 'member'];
}

type Member = { id: string; name: string; email: string; role: Role };

/**
 * One menu per member row (change role, remove), each opening a dialog that says what will happen. The only
 * owner cannot be removed: the item is disabled and says why (the server refuses it as well).
 */
export function MemberMenu({
  member,
  soleOwner,
  onSaved,
}: {
  member: Member;
  soleOwner: boolean;
  /** Said on the page once a change went through. */
  onSaved: (text: string) => void;
}) {
  const t = useT(org);
  const c = useT(confirmations);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const [open, setOpen] = useState<'role' | 'remove' | null>(null);
  const remove = useOrgSubmit(trpc.org.members.remove.mutationOptions());
  const hintId = `sole-owner-${member.id}`;
  // The item that opened a dialog is gone with its menu: once the dialog has gone, focus is back on the row's
  // button (Mantine would return it to the item, which no longer exists).
  const target = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(null);
  const backToMenu = () => target.current?.focus();
  return (
    <>
      {/* Opened by keyboard, the first item takes focus (Mantine's placeholder in its stead is a role=presentation
          child of the menu, which axe counts as a critical fault). */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon ref={target} variant="default" size="lg" aria-label={`${t.actionsTitle}: ${member.name}`}>
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen('role')}>{t.changeRole}</Menu.Item>
          <Menu.Item
            color="red"
            disabled={soleOwner}
            aria-label={`${t.removeMember} ${member.name}`}
            aria-describedby={soleOwner ? hintId : undefined}
            onClick={() => setOpen('remove')}
          >
            {t.removeMember}
            {soleOwner ? (
              <Text size="xs" c="dimmed" id={hintId} maw={220}>
                {t.soleOwnerHint}
              </Text>
            ) : null}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ErrorAlert error={remove.failure} />
      <RoleDialog
        opened={open === 'role'}
        onClose={close}
        onClosed={backToMenu}
        member={member}
        soleOwner={soleOwner}
        onSaved={onSaved}
      />
      <ConfirmDialog
        opened={open === 'remove'}
        onClose={close}
        onClosed={backToMenu}
        question={fillIn(c.removeMember, { name: member.name, email: member.email })}
        onConfirm={() => remove.submit({ organizationId: orgId, memberId: member.id })}
      />
    </>
  );
}

/** The role to give, and before saving, what the change means in one sentence. */
function RoleDialog({
  opened,
  onClose,
  onClosed,
  member,
  soleOwner,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
  member: Member;
  soleOwner: boolean;
  onSaved: (text: string) => void;
}) {
  const t = useT(org);
  const c = useT(confirmations);
  const cm = useT(common);
  const { orgId, role: myRole } = useOrg();
  const trpc = useTRPC();
  const [role, setRole] = useState<Role>(member.role);
  const setMemberRole = useOrgSubmit(trpc.org.members.setRole.mutationOptions());
  const close = () => {
    setRole(member.role);
    setMemberRole.reset();
    onClose();
  };
  const title = `${t.changeRole}: ${member.name}`;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="md"
      closeButtonProps={{ 'aria-label': cm.cancel }}
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="sm">
        <Radio.Group
          label={`${t.roleFor} ${member.name}`}
          value={role}
          onChange={(value) => setRole(value as Role)}
          description={soleOwner ? t.soleOwnerHint : undefined}
        >
          <Stack gap={6} mt={6}>
            {grantable(myRole).map((r) => (
              <Radio key={r} value={r} label={t[`role_${r}`]} data-autofocus={r === role ? true : undefined} />
            ))}
          </Stack>
        </Radio.Group>
        {role !== member.role ? (
          <Text role="note">
            {`${fillIn(c.changeRole, { name: member.name, from: t[`role_${member.role}`], to: t[`role_${role}`] })} ${c[`changeRole_${role}`]}`}
          </Text>
        ) : null}
        <ErrorAlert error={setMemberRole.failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {cm.cancel}
          </Button>
          <Button
            disabled={role === member.role}
            loading={setMemberRole.busy}
            onClick={() =>
              void setMemberRole.submit({ organizationId: orgId, memberId: member.id, role }, () => {
                onSaved(`${t.saved} ${member.name}: ${t[`role_${role}`]}`);
                onClose();
              })
            }
          >
            {t.saveRole}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
