import type { TFunction } from 'i18next';
import type { ChildKind } from '../../../components/records/ChildRecords.tsx';

/** A contractor's child records as the generic child list and edit card take them. */
const CHILDREN = {
  contacts: { param: 'contactId', create: 'contacts.create', edit: 'contacts.edit' },
  affiliates: { param: 'affiliateId', create: 'affiliates.create', edit: 'affiliates.edit' },
  users: { param: 'userId', create: 'contractorUsers.create', edit: 'contractorUsers.edit' },
} as const;

export type Child = keyof typeof CHILDREN;

export function contractorChild(child: Child, t: TFunction): ChildKind {
  const c = CHILDREN[child];
  return {
    routes: {
      index: `contractor.${child}.index`,
      store: `contractor.${child}.store`,
      show: `contractor.${child}.show`,
    },
    api: {
      index: `contractor.${child}.index`,
      store: `contractor.${child}.store`,
      update: `contractor.${child}.update`,
      // Company users are switched off, never deleted: their route does not exist.
      destroy: child === 'users' ? undefined : `contractor.${child}.destroy`,
    },
    parentKey: 'contractor',
    param: c.param,
    titles: { list: t(`contractors.tabs.${child}`), create: t(c.create), edit: t(c.edit) },
  };
}
