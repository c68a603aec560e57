import '@mantine/core/styles/Tabs.css';
import { Badge, Button, Fieldset, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { type ProductCardRecord, productCardFormSchema } from '@portal/contracts';
import { IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CatalogueFilesField } from '../../components/files/CatalogueFilesField.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { MultiSelectField } from '../../components/form/select-fields.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { TextareaField } from '../../components/form/textarea-field.tsx';
import { RichTextField } from '../../components/media/RichTextField.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useFunctionalityOptions, useTagOptions } from './api.ts';

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
  return (
    <RecordEditPage<ProductCardRecord, Values, typeof productCardFormSchema>
      resource="device.productcards"
      schema={productCardFormSchema}
      values={valuesOf}
      title={(card) => (card ? card.name.pl : t('productCards.create'))}
      description={(card) => (card ? t('productCards.edit') : t('productCards.createDescription'))}
      actions={(card) => (
        <Group gap="sm">
          <Badge variant="light">{t('productCards.devicesCount', { count: card.devices_count })}</Badge>
          <Button
            variant="default"
            component={Link}
            to={pathFor('device.productcards.documentations', { id: card.id })}
            leftSection={<IconFileDescription size={16} />}
          >
            {t('documentation.productCard.open')}
          </Button>
        </Group>
      )}
      createLabel={t('productCards.createSubmit')}
      afterUpdate="stay"
      width={1100}
      card={false}
    >
      {(card) => <ProductCardFields card={card} />}
    </RecordEditPage>
  );
}

function ProductCardFields({ card }: { card?: ProductCardRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const tags = useTagOptions();
  const standard = useFunctionalityOptions('standard');
  const optional = useFunctionalityOptions('optional');

  const named = (items: { id: number; name: { pl: string } }[] | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: i.name.pl }));

  return (
    <>
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
    </>
  );
}
