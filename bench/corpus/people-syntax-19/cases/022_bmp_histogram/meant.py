"""bmp_hist.py - read a 24-bit BMP without PIL and print the RGB histogram.

I wrote the same thing in C for the image processing course, now the lab
wants Python.  Only uncompressed 24-bit BI_RGB files are supported.
-- 王磊 (Wang Lei), Wuhan
"""
import struct
import sys

BI_RGB = 0
BINS = 16


class BmpError(Exception):
    pass


def read_header(data):
    if len(data) < 54:
        raise BmpError("file too short")
    magic, file_size, _r1, _r2, pixel_offset = struct.unpack_from("<2sIHHI", data, 0)
    if magic != b"BM":
        raise BmpError("not a BMP file")
    (dib_size, width, height, planes, bpp, compression,
     image_size, xppm, yppm, colors_used, colors_important) = struct.unpack_from("<IiiHHIIiiII", data, 14)
    if dib_size < 40:
        raise BmpError("old OS/2 header not supported")
    if not (bpp == 24 and compression == BI_RGB):
        raise BmpError("only 24-bit uncompressed, this one is %d bpp, compression %d" % (bpp, compression))
    return {
        "file_size": file_size,
        "offset": pixel_offset,
        "width": width,
        "height": abs(height),
        "top_down": height < 0,
        "dpi": round(xppm * 0.0254) if xppm > 0 else 0,
    }


def row_stride(width):
    # each row is padded to a multiple of 4 bytes
    return (width * 3 + 3) & ~3


def histogram(data, hdr):
    w = hdr["width"]
    h = hdr["height"]
    stride = row_stride(w)
    hist_r = [0] * BINS
    hist_g = [0] * BINS
    hist_b = [0] * BINS
    gray_sum = 0
    shift = 8 - (BINS.bit_length() - 1)
    for y in range(h):
        row = hdr["offset"] + y * stride
        if row + w * 3 > len(data):
            raise BmpError("truncated pixel data at row %d" % y)
        for x in range(w):
            p = row + x * 3
            b = data[p]
            g = data[p + 1]
            r = data[p + 2]
            hist_r[r >> shift] += 1
            hist_g[g >> shift] += 1
            hist_b[b >> shift] += 1
            gray_sum += (r * 299 + g * 587 + b * 114) // 1000
    return hist_r, hist_g, hist_b, gray_sum / (w * h)


def bar(count, maximum, width=40):
    if maximum == 0:
        return ""
    n = count * width // maximum
    return "#" * n


def print_hist(name, hist):
    m = max(hist)
    step = 256 // BINS
    print("%s channel" % name)
    for i in range(BINS):
        lo = i * step
        hi = lo + step - 1
        print("  %3d-%3d %8d %s" % (lo, hi, hist[i], bar(hist[i], m)))


def main():
    if len(sys.argv) != 2:
        print("usage: bmp_hist.py image.bmp")
        return 2
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    try:
        hdr = read_header(data)
    except BmpError as e:
        print("error: %s" % e)
        return 1
    if hdr["file_size"] != len(data):
        print("warning: header says %d bytes, file has %d" % (hdr["file_size"], len(data)))
    print("%d x %d, %s, %d dpi" % (hdr["width"], hdr["height"],
                                   "top-down" if hdr["top_down"] else "bottom-up", hdr["dpi"]))
    hr, hg, hb, mean_gray = histogram(data, hdr)
    print_hist("R", hr)
    print_hist("G", hg)
    print_hist("B", hb)
    print("mean gray level: %.1f" % mean_gray)
    dark = sum(hr[:BINS // 4]) + sum(hg[:BINS // 4]) + sum(hb[:BINS // 4])
    total = 3 * hdr["width"] * hdr["height"]
    if dark * 2 > total:
        print("image is mostly dark (underexposed?)")
    elif mean_gray > 200:
        print("image is very bright (overexposed?)")
    else:
        print("exposure looks OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
