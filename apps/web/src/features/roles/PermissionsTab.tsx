import '@mantine/core/styles/Accordion.css';
import { Accordion, Badge, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { permissionGroups, toggleArea } from './permission-groups.ts';

/** The permissions tab of a role: the catalogue by area, with select-all per area. */
export function PermissionsTab({ zone, lockedAll }: { zone: 'cms' | 'partner-zone'; lockedAll: boolean }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'permissions', control });
  const selected: string[] = field.value ?? [];
  const set = new Set(selected);
  const groups = permissionGroups(i18n.language === 'en' ? 'en' : 'pl', zone);
  const error = message(fieldState.error?.message);

  return (
    <Stack gap="sm">
      {lockedAll && (
        <Text size="sm" c="dimmed">
          {t('roles.superAdminHint')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <Accordion multiple variant="separated" radius="md">
        {groups.map((g) => {
          const count = lockedAll ? g.keys.length : g.keys.filter((k) => set.has(k)).length;
          const all = count === g.keys.length;
          return (
            <Accordion.Item key={g.area} value={g.area}>
              <Group wrap="nowrap" gap="xs" pl="md">
                <Checkbox
                  aria-label={t('roles.selectArea', { area: g.label })}
                  checked={all}
                  indeterminate={count > 0 && !all}
                  disabled={lockedAll || field.disabled}
                  onChange={() => field.onChange(toggleArea(selected, g.keys))}
                />
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Text fw={500}>{g.label}</Text>
                    <Badge variant={count ? 'light' : 'default'} color={count ? 'brand' : 'gray'}>
                      {t('roles.count', { n: count, total: g.keys.length })}
                    </Badge>
                  </Group>
                </Accordion.Control>
              </Group>
              <Accordion.Panel>
                <Stack gap="md">
                  {g.resources.map((r) => (
                    <div key={r.resource}>
                      <Text size="sm" fw={600} mb={6}>
                        {r.label}
                      </Text>
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={6}>
                        {r.keys.map((k) => (
                          <Checkbox
                            key={k.key}
                            label={k.label}
                            checked={lockedAll || set.has(k.key)}
                            disabled={lockedAll || field.disabled}
                            onChange={(e) =>
                              field.onChange(
                                e.currentTarget.checked
                                  ? [...selected, k.key]
                                  : selected.filter((x) => x !== k.key),
                              )
                            }
                          />
                        ))}
                      </SimpleGrid>
                    </div>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
