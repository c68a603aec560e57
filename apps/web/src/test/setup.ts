import '../lib/i18n.ts';
