export { DefaultLayout as default } from '../components/layouts/DefaultLayout';
