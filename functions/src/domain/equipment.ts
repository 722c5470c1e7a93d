// The machines and tools a venue can list (VenueRecord.equipment, Query.equipment): the one list the services check
// venue changes against. The web names them from its catalogs (`venue.equipment.<CODE>`); add a code there too.
export const EQUIPMENT = [
  'KILN',
  'POTTERY_WHEEL',
  'SEWING_MACHINE',
  'OVERLOCK',
  'EMBROIDERY_MACHINE',
  'KNITTING_MACHINE',
  'LOOM',
  'LASER_CUTTER',
  '3D_PRINTER',
  'CNC_MILL',
  'WORKBENCH',
  'WOOD_LATHE',
  'SCREEN_PRINTING',
  'PRINTING_PRESS',
  'SOLDERING_STATION',
  'GLASS_KILN',
  'DYE_KITCHEN',
] as const;

export function isEquipmentCode(code: string): code is (typeof EQUIPMENT)[number] {
  return (EQUIPMENT as readonly string[]).includes(code);
}
