export { AppLayout as default } from '../../components/layouts/AppLayout';
