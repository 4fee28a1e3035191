def max_subarray_sum(nums):
    """Largest sum of a contiguous, non-empty slice of nums."""
    if not nums:
        raise ValueError("empty input")
    best = nums[0]
    current = 0
    for x in nums:
        current = max(x, current + x)
        best = max(best, current)
    return best
