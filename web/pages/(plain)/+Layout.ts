export { PlainLayout as default } from '../../components/layouts/PlainLayout';
