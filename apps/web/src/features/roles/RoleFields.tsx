import '@mantine/core/styles/Tabs.css';
import { Paper, SimpleGrid, Tabs } from '@mantine/core';
import {
  PARTNER_ROLE_SLUG,
  type RoleRecord,
  type RoleStoreInput,
  SUPER_ADMIN_ROLE_SLUG,
} from '@portal/contracts/users';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../components/form/fields.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { slugify } from '../../lib/text.ts';
import { PermissionsTab } from './PermissionsTab.tsx';

export const roleValues = (role?: RoleRecord): RoleStoreInput => ({
  name: role?.name ?? '',
  slug: role?.slug ?? '',
  permissions: role?.permissions ?? [],
});

/** A role's fields: name, slug (made from the name until edited) and the permissions tab. */
export function RoleFields({ role }: { role?: RoleRecord }) {
  const { t } = useTranslation();
  const form = useFormContext<RoleStoreInput>();
  const slugTouched = useRef(Boolean(role));

  // The context's object is new on every render of the form, its setValue is not: an effect on
  // the object would set the slug on every render, and once submitted validate it in a loop.
  const { setValue } = form;
  const submitted = form.formState.isSubmitted;
  const name = form.watch('name');
  useEffect(() => {
    if (!slugTouched.current) setValue('slug', slugify(name ?? ''), { shouldValidate: submitted });
  }, [name, setValue, submitted]);

  const slug = form.watch('slug');
  const zone = slug === PARTNER_ROLE_SLUG ? 'partner-zone' : 'cms';
  const superAdmin = role?.slug === SUPER_ADMIN_ROLE_SLUG;
  const errors = form.formState.errors;

  return (
    <Tabs defaultValue="data" keepMounted>
      <Tabs.List>
        <Tabs.Tab value="data" c={errors.name || errors.slug ? 'var(--mantine-color-error)' : undefined}>
          {t('roles.tabData')}
        </Tabs.Tab>
        <Tabs.Tab value="permissions" c={errors.permissions ? 'var(--mantine-color-error)' : undefined}>
          {t('roles.tabPermissions')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="data" pt="md">
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="name" label={t('fields.name')} required />
            <div onInputCapture={() => (slugTouched.current = true)}>
              <TextField
                name="slug"
                label={t('fields.slug')}
                description={role?.is_system ? t('roles.systemSlug') : t('roles.slugHint')}
                disabled={role?.is_system}
                required
              />
            </div>
          </SimpleGrid>
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="permissions" pt="md">
        <PermissionsTab zone={zone} lockedAll={superAdmin} />
      </Tabs.Panel>
    </Tabs>
  );
}
