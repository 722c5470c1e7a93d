export { redirectSignedIn as guard } from '../../../../features/auth/guest-guard';
