// Component styles the signed-in shells and both dashboards draw (the sign-in chunk does without);
// the base layers and building blocks come first from src/styles.ts. Every other component's
// stylesheet is imported by the modules that draw it (mantine-styles.test.ts), so it loads with
// their screens.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Skeleton.css';
import './shell.css';
