import sharp from 'sharp';
const [src, out, top, height] = process.argv.slice(2);
void sharp(src).extract({ left: 0, top: Number(top), width: 375, height: Number(height) }).toFile(out!);
