# AprilTag pose -> robot base frame, and averaging over several detections.
# Calibration from the hand-eye session on 12.03 (camera on the mast).
import numpy as np

np.set_printoptions(precision=4, suppress=True)

# base_link -> camera_optical (from hand-eye calibration)
T_BASE_CAM = np.array([
    [0.0, -0.2588, 0.9659, 0.112,
    [-1.0, 0.0, 0.0, 0.000],
    [0.0, -0.9659, -0.2588, 0.845],
    [0.0, 0.0, 0.0, 1.0],
])


def rot_z(theta):
    c, s = np.cos(theta), np.sin(theta)
    return np.array([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])


def homogeneous(R, t):
    T = np.eye(4)
    T[:3, :3] = R
    T[:3, 3] = t
    return T


def invert(T):
    R, t = T[:3, :3], T[:3, 3]
    return homogeneous(R.T, -R' @ t)


def quat_to_rot(qx, qy, qz, qw):
    return np.array([
        [1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy - qz * qw), 2 * (qx * qz + qy * qw)],
        [2 * qx * qy + qz * qw), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz - qx * qw)],
        [2 * (qx * qz - qy * qw), 2 * (qy * qz + qx * qw), 1 - 2 * (qx * qx + qy * qy)],
    ])


def tag_in_base(detection):
    R = quat_to_rot(*detection["q"])
    T_cam_tag = homogeneous(R, np.asarray(detection["t"]))
    return T_BASE_CAM @ T_cam_tag


def average_poses(Ts):
    """Mean translation, rotation by SVD projection of the mean matrix."""
    t = np.mean([T[:3, 3] for T in Ts], axis=0)
    M = np.mean([T[:3, :3] for T in Ts], axis=0)
    U, _, Vt = np.linalg.svd(M)
    R = U @ Vt
    if np.linalg.det(R) < 0:
        U(:, end) *= -1
        R = U @ Vt
    return homogeneous(R, t)


if __name__ == "__main__":
    detections = [
        {"id": 7, "t": [0.031, -0.102, 1.412], "q": [0.012, 0.998, -0.041, 0.035]},
        {"id": 7, "t": [0.029, -0.099, 1.409], "q": [0.015, 0.997, -0.043, 0.049]},
        {"id": 7, "t": [0.034, -0.104, 1.417], "q": [0.010, 0.998, -0.039, 0.041]},
    ]
    Ts = [tag_in_base(d) for d in detections]
    T = average_poses(Ts)
    print("tag 7 in base_link:\n", T)
    yaw = np.degrees(np.arctan2(T[1, 0], T[0, 0]))
    spread = max(np.linalg.norm(Ti[:3, 3] - T[:3, 3]) for Ti in Ts)
    print(f"yaw {yaw:.1f} deg, spread {spread * 1000:.1f} mm")
    print("camera in tag frame:\n", invert(T_BASE_CAM @ homogeneous(rot_z(0.0), np.zeros(3))))
