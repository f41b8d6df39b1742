"""Probes a video's first stream with ffprobe, counting the frames by decoding them: codec,
size, pixel format, frame rate, frame counts (container and decoded), colour tags.

usage: video_probe.py FILE"""
import json
import subprocess
import sys

FIELDS = "codec_name,width,height,pix_fmt,r_frame_rate,nb_frames,nb_read_frames," \
         "color_range,color_space,color_transfer,color_primaries"


def main():
    path = sys.argv[1]
    run = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                          "-show_entries", "stream=" + FIELDS + ":format=format_name", "-of", "json", path],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"{path}: ffprobe failed: {run.stderr.strip()}")
    probe = json.loads(run.stdout)
    stream = probe["streams"][0]
    stream["format_name"] = probe["format"]["format_name"]
    print(json.dumps(stream))


main()
