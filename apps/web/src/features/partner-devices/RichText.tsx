import '@mantine/core/styles/Typography.css';
import { Typography } from '@mantine/core';

/**
 * Catalogue rich text (product card features). The server sanitized it when it was written
 * (tags, attributes and addresses whitelisted), so it is shown as HTML as it was stored.
 */
export function RichText({ html }: { html: string }) {
  return (
    <Typography className="partner-rich-text" fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write by the server */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
