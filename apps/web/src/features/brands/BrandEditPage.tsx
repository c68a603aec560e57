import { type BrandForm, type BrandRecord, brandFormSchema } from '@portal/contracts/brands';
import { CATALOGUE_FILES } from '@portal/contracts/catalogue-files';
import { ColorField, ImageField } from '../../components/dictionary/fields.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** A brand's add and edit screen: name, slug, the theme's two colours, logo and the default flag. */
export default function BrandEditPage() {
  const { t } = useTranslation();
  return (
    <RecordEditPage<BrandRecord, BrandForm>
      resource="brand.brands"
      schema={brandFormSchema}
      values={(r) =>
        r
          ? {
              name: r.name,
              slug: r.slug,
              primary_color: r.primary_color,
              secondary_color: r.secondary_color,
              is_default: r.is_default,
              logo: r.logo?.id ?? null,
            }
          : {
              name: '',
              slug: undefined,
              primary_color: '',
              secondary_color: '',
              is_default: false,
              logo: null,
            }
      }
      title={(r) => r?.name ?? t('brands.create')}
    >
      {(record) => (
        <>
          <TextField name="name" label={t('fields.name')} required />
          <TextField name="slug" label={t('fields.slug')} description={t('brands.slugHint')} />
          <ColorField name="primary_color" label={t('brands.primaryColor')} required />
          <ColorField name="secondary_color" label={t('brands.secondaryColor')} required />
          <ImageField
            name="logo"
            label={t('brands.logo')}
            accept={CATALOGUE_FILES.image.accept}
            current={record?.logo}
            emptyLabel={t('brands.noLogo')}
            alt={t('brands.logoAlt', { name: record?.name ?? '' })}
          />
          <SwitchField
            name="is_default"
            label={t('brands.isDefault')}
            description={t(record?.is_default ? 'brands.isDefaultKept' : 'brands.isDefaultHint')}
          />
        </>
      )}
    </RecordEditPage>
  );
}
