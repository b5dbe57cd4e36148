import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { mirroredInRightToLeft } from './mirrored';

export default mirroredInRightToLeft(LogoutRounded);
