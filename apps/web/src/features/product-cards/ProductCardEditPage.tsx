import '@mantine/core/styles/Tabs.css';
import { Badge, Button, Fieldset, Group, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { type ProductCardRecord, productCardFormSchema } from '@portal/contracts';
import { IconFileDescription } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { CatalogueFilesField } from '../../components/files/CatalogueFilesField.tsx';
import { Form } from '../../components/form/Form.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { MultiSelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { useRecordForm } from '../../components/form/useRecordForm.ts';
import { RichTextField } from '../../components/media/RichTextField.tsx';
import { LoadFailed } from '../../components/page/LoadFailed.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useFunctionalityOptions, useProductCard, useSaveProductCard, useTagOptions } from './api.ts';

type Values = {
  name: { pl: string; en: string };
  features: { pl: string; en: string };
  video_link: string;
  video_description: { pl: string; en: string };
  main_photo: number | null;
  gallery: number[];
  downloadable_materials: number[];
  tags: number[];
  standard_functionalities: number[];
  optional_functionalities: number[];
  show_on_homepage: boolean;
  show_on_brandpage: boolean;
};

function valuesOf(card?: ProductCardRecord): Values {
  return {
    name: { pl: card?.name.pl ?? '', en: card?.name.en ?? '' },
    features: { pl: card?.features?.pl ?? '', en: card?.features?.en ?? '' },
    video_link: card?.video_link ?? '',
    video_description: {
      pl: card?.video_description?.pl ?? '',
      en: card?.video_description?.en ?? '',
    },
    main_photo: card?.main_photo?.id ?? null,
    gallery: card?.gallery.map((f) => f.id) ?? [],
    downloadable_materials: card?.downloadable_materials.map((f) => f.id) ?? [],
    tags: card?.tags.map((tag) => tag.id) ?? [],
    standard_functionalities: card?.standard_functionalities.map((f) => f.id) ?? [],
    optional_functionalities: card?.optional_functionalities.map((f) => f.id) ?? [],
    show_on_homepage: card?.show_on_homepage ?? false,
    show_on_brandpage: card?.show_on_brandpage ?? false,
  };
}

/** A product card, new (`store`) or edited (`show`): texts, photos, materials and functionalities. */
export default function ProductCardEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id ?? 0);
  const card = useProductCard(id);

  if (id && card.isError) return <LoadFailed error={card.error} onRetry={() => void card.refetch()} />;
  if (id && !card.data) {
    return (
      <Stack gap="md" maw={1100} aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={200} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={card.data ? card.data.name.pl : t('productCards.create')}
        description={card.data ? t('productCards.edit') : t('productCards.createDescription')}
        actions={
          card.data && (
            <Group gap="sm">
              <Badge variant="light">
                {t('productCards.devicesCount', { count: card.data.devices_count })}
              </Badge>
              <Button
                variant="default"
                component={Link}
                to={pathFor('device.productcards.documentations', { id: card.data.id })}
                leftSection={<IconFileDescription size={16} />}
              >
                {t('documentation.productCard.open')}
              </Button>
            </Group>
          )
        }
      />
      <ProductCardFormView card={card.data} />
    </Stack>
  );
}

function ProductCardFormView({ card }: { card?: ProductCardRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const save = useSaveProductCard(card?.id ?? null);
  const tags = useTagOptions();
  const standard = useFunctionalityOptions('standard');
  const optional = useFunctionalityOptions('optional');
  const back = pathFor('device.productcards.index');

  const recordForm = useRecordForm(productCardFormSchema, {
    load: card,
    toValues: valuesOf,
    save: (values) => save.mutateAsync(values),
  });

  const named = (items: { id: number; name: { pl: string } }[] | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: i.name.pl }));

  return (
    <Form
      {...recordForm}
      disabled={!can(card ? 'device.productcards.update' : 'device.productcards.store')}
      submitLabel={t(card ? 'common.save' : 'productCards.createSubmit')}
      onSuccess={() => {
        if (!card) navigate(back);
      }}
      actions={
        <Button variant="default" component={Link} to={back}>
          {t('common.back')}
        </Button>
      }
    >
      <Fieldset legend={t('productCards.sections.basics')} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="name.pl" label={t('productCards.namePl')} required />
            <TextField name="name.en" label={t('productCards.nameEn')} />
          </SimpleGrid>
          <MultiSelectField
            name="tags"
            label={t('productCards.tags')}
            data={named(tags.data)}
            loading={tags.isPending && can('device.tags.index')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SwitchField name="show_on_homepage" label={t('productCards.showOnHomepage')} />
            <SwitchField name="show_on_brandpage" label={t('productCards.showOnBrandpage')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('productCards.sections.features')} radius="md">
        <Tabs defaultValue="pl" keepMounted>
          <Tabs.List mb="sm">
            <Tabs.Tab value="pl">{t('lang.plName')}</Tabs.Tab>
            <Tabs.Tab value="en">{t('lang.enName')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pl">
            <RichTextField name="features.pl" label={t('productCards.featuresPl')} />
          </Tabs.Panel>
          <Tabs.Panel value="en">
            <RichTextField name="features.en" label={t('productCards.featuresEn')} />
          </Tabs.Panel>
        </Tabs>
      </Fieldset>

      <Fieldset legend={t('productCards.sections.media')} radius="md">
        <Stack gap="md">
          <CatalogueFilesField
            name="main_photo"
            kind="image"
            label={t('productCards.mainPhoto')}
            initial={card?.main_photo ? [card.main_photo] : []}
          />
          <CatalogueFilesField
            name="gallery"
            kind="image"
            multiple
            label={t('productCards.gallery')}
            initial={card?.gallery ?? []}
          />
          <CatalogueFilesField
            name="downloadable_materials"
            kind="material"
            multiple
            label={t('productCards.materials')}
            description={t('productCards.materialsHint')}
            initial={card?.downloadable_materials ?? []}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('productCards.sections.video')} radius="md">
        <Stack gap="sm">
          <TextField
            name="video_link"
            type="url"
            label={t('productCards.videoLink')}
            placeholder={t('productCards.videoLinkPlaceholder')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextareaField name="video_description.pl" label={t('productCards.videoDescriptionPl')} />
            <TextareaField name="video_description.en" label={t('productCards.videoDescriptionEn')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('productCards.sections.functionalities')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelectField
            name="standard_functionalities"
            label={t('productCards.standardFunctionalities')}
            data={named(standard.data)}
            loading={standard.isPending && can('device.functionalities.index')}
          />
          <MultiSelectField
            name="optional_functionalities"
            label={t('productCards.optionalFunctionalities')}
            data={named(optional.data)}
            loading={optional.isPending && can('device.functionalities.index')}
          />
        </SimpleGrid>
      </Fieldset>
    </Form>
  );
}
