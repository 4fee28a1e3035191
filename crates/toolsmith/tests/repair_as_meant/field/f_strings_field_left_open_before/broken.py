def title(ax, frame):
    ax.set_title(f"gen {frame + 1")
    return ax
