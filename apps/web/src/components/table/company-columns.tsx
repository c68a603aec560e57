import type { TFunction } from '../../lib/i18n.ts';
import type { ListColumn } from './columns.ts';

type Named = { name: string } | null;
type CompanyRow = { id: number; address_city: string; address_province: Named; business_area: Named };

/**
 * Where a company works: city, province and business area, as the contractors and partners
 * lists show them (sortable; the city is a card field, the others give way on narrow screens).
 */
export function companyPlaceColumns<T extends CompanyRow>(t: TFunction): ListColumn<T>[] {
  return [
    { accessor: 'address_city', title: t('fields.city'), sortable: true, card: 'field' },
    {
      accessor: 'province',
      title: t('fields.province'),
      sortable: true,
      priority: 4,
      card: 'none',
      render: (c) => c.address_province?.name ?? '',
    },
    {
      accessor: 'business_area',
      title: t('fields.businessArea'),
      sortable: true,
      priority: 4,
      card: 'none',
      render: (c) => c.business_area?.name ?? '',
    },
  ];
}
