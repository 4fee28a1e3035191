"""Rename the photos of a folder by their date (written by a Ruby developer)."""
import os


def renamed(folder, prefix)
  names = sorted(os.listdir(folder))
  names.each_with_index do |name, i|
    unless name.endswith(".jpg")
      next_name = name
    else
      next_name = f"{prefix}_{i:03d}.jpg"
    end
    puts f"{name} -> {next_name}"
  end
end
