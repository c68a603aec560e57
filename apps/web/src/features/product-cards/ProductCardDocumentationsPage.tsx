import { Button, Paper, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LinkedDocuments } from '../../components/files/LinkedDocuments.tsx';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pathFor } from '../../lib/paths.ts';
import { useCan } from '../../lib/viewer.ts';
import { useProductCard, useProductCardDocuments } from './api.ts';

/** `productcards/{id}/documentations`: the documents of the devices on the card, with downloads. */
export default function ProductCardDocumentationsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const id = Number(useParams().id);
  const card = useProductCard(id);
  const documents = useProductCardDocuments(id);
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={t('documentation.productCard.title')}
        description={
          card.data ? t('documentation.productCard.description', { name: card.data.name.pl }) : undefined
        }
        actions={
          can('device.productcards.update') && (
            <Button variant="default" component={Link} to={pathFor('device.productcards.show', { id })}>
              {t('productCards.edit')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <LinkedDocuments query={documents} empty={t('documentation.productCard.empty')} />
      </Paper>
    </Stack>
  );
}
