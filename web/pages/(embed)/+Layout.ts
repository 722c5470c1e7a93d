export { EmbedLayout as default } from '../../components/layouts/EmbedLayout';
