import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const mirrorWhereRightToLeft = { '&:dir(rtl)': { transform: 'scaleX(-1)' } } as const;

/**
 * An icon that points the way the reader goes (back, forward, leave, send), mirrored where the
 * text around it runs right to left (`:dir(rtl)`: the Arabic interface, but not the maths
 * keypad, which stays left to right). Icons that do not point (play, a clock, a tick) are not.
 */
export function mirroredInRightToLeft(Icon: typeof SvgIcon) {
  function Mirrored(props: SvgIconProps) {
    return <Icon {...props} sx={{ ...mirrorWhereRightToLeft, ...props.sx }} />;
  }
  Mirrored.muiName = Icon.muiName;
  return Mirrored;
}
